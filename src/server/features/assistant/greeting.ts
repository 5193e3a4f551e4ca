/** "Good morning" from 5:00, "Good afternoon" from 12:00, "Good evening" from 18:00 on the user's clock. */
export function partOfDay(hour: number): "morning" | "afternoon" | "evening" {
  if (hour >= 5 && hour < 12) return "morning";
  if (hour >= 12 && hour < 18) return "afternoon";
  return "evening";
}
