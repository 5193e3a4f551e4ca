import { Meridiem } from "chrono-node/en";
import { NOON_HOUR } from "../time/zoned-time";

/** An hour of the 12-hour clock (1–12) said before noon, as chrono's components take it: "12 am" is 0. */
export const beforeNoon = (hour: number) => ({ hour: hour % NOON_HOUR, meridiem: Meridiem.AM });
/** An hour of the 12-hour clock (1–12) said after noon: "3 pm" is 15, "12 pm" is 12. */
export const afterNoon = (hour: number) => ({ hour: (hour % NOON_HOUR) + NOON_HOUR, meridiem: Meridiem.PM });
/** Whether an hour of the 24-hour clock is before noon or after, for chrono. */
export const meridiemOf = (hour: number) => (hour < NOON_HOUR ? Meridiem.AM : Meridiem.PM);
