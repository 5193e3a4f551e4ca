import { useSearchParams } from "react-router";
import { type CalendarDay, dayKey, dayOf, dayOfKey } from "../../shared/time/calendar";
import { QueryStatus } from "../components/query-status";
import { useMe } from "../features/account/hooks/use-me";
import { CALENDAR_MODES, type CalendarMode, CalendarView } from "../features/calendar/components/calendar-view";
import { usePreferences } from "../lib/preferences";
import { useSession } from "../lib/use-session";

/** `/calendar?view=month|week&date=YYYY-MM-DD`: a month (the default) or week around a day (today by default). */
export function CalendarPage() {
  const session = useSession();
  const userId = session.data?.user.id;
  // The days depend on the user's time zone and week start: the calendar waits for them.
  const me = useMe(userId);

  return (
    <>
      <title>Calendar · Taskmind</title>
      <div className="page-header">
        <h1>Calendar</h1>
      </div>
      {userId ? (
        <QueryStatus query={me} loading="Loading your calendar…" failure="We couldn't load your settings.">
          {() => <CalendarFromUrl userId={userId} />}
        </QueryStatus>
      ) : (
        <p className="notice">Please sign in to see your calendar.</p>
      )}
    </>
  );
}

function CalendarFromUrl({ userId }: { userId: string }) {
  const { timeZone } = usePreferences();
  const [search, setSearch] = useSearchParams();
  const view = search.get("view");
  const mode: CalendarMode = CALENDAR_MODES.find((each) => each === view) ?? "month";
  const date = dayOfKey(search.get("date") ?? "") ?? dayOf(new Date(), timeZone);

  const onChange = (next: { mode?: CalendarMode; date?: CalendarDay }, options?: { replace: boolean }) => {
    setSearch({ view: next.mode ?? mode, date: dayKey(next.date ?? date) }, options);
  };
  return <CalendarView userId={userId} mode={mode} date={date} onChange={onChange} />;
}
