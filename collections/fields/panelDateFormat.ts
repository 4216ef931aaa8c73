/** How the panel writes a date and time, in lists and in date fields: 24.11.2026 14:05. */
export const PANEL_DATE_FORMAT = 'dd.MM.yyyy HH:mm'
