/** Demo start times, 24-hour, in the booker's own time zone. */
export const demoTimeSlots: string[] = [
  '09:00',
  '09:30',
  '10:00',
  '11:00',
  '12:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
  '18:30',
];
