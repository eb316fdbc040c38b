import { deadlineTimeZones } from "~/domain/deadlines/deadlines";

/** The time zones a deadline can be read in, as a select's options: the same list wherever a zone is picked. */
export function TimeZoneOptions() {
  return (
    <>
      {deadlineTimeZones.map((zone) => (
        <option key={zone.id} value={zone.id}>
          {zone.label}
        </option>
      ))}
    </>
  );
}
