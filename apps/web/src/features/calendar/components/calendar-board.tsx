import type { CalendarMode, CalendarView } from '@kontor/contracts';
import type { DatesSetArg, EventClickArg, EventDropArg } from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg, type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { Appointment } from '@kontor/contracts';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { appointmentEvent, berlinNow, fullCalendarViews, markerEvent, timesOf } from '../calendar-dates.ts';
import '../i18n.ts';

interface Props {
  mode: CalendarMode;
  date: string;
  view: CalendarView | undefined;
  canWrite: boolean;
  onRange: (range: { from: string; to: string; title: string }) => void;
  onOpen: (appointment: Appointment) => void;
  onCreate: (slot: { allDay: boolean; start: string; end: string }) => void;
  onMove: (
    appointment: Appointment,
    times: { all_day: boolean; start: string; end: string },
    revert: () => void,
  ) => void;
  onLink: (link: string) => void;
}

/** FullCalendar without its own toolbar (the page has one): Monday first, German, 24 h. */
export const CalendarBoard = forwardRef<FullCalendar, Props>(function CalendarBoard(
  { mode, date, view, canWrite, onRange, onOpen, onCreate, onMove, onLink },
  ref,
) {
  const { t } = useTranslation('calendar');
  const events = [
    ...(view?.appointments ?? []).map(appointmentEvent),
    ...(view?.markers ?? []).map(markerEvent),
  ];

  const moved = (info: EventDropArg | EventResizeDoneArg) => {
    const appointment = info.event.extendedProps.appointment as Appointment | undefined;
    if (!appointment || !info.event.start) return info.revert();
    onMove(appointment, timesOf(info.event.allDay, info.event.start, info.event.end), info.revert);
  };

  return (
    <FullCalendar
      ref={ref}
      plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
      initialView={fullCalendarViews[mode]}
      initialDate={date}
      timeZone="UTC"
      now={berlinNow}
      locale={deLocale}
      firstDay={1}
      headerToolbar={false}
      height="auto"
      slotMinTime="06:00:00"
      slotMaxTime="22:00:00"
      scrollTime="08:00:00"
      nowIndicator
      // FullCalendar's default blue fails WCAG AA contrast against white text.
      eventColor="var(--mantine-color-blue-9)"
      eventTextColor="#fff"
      allDayText={t('allDay')}
      noEventsText={t('empty')}
      eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
      slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
      events={events}
      editable={canWrite}
      eventStartEditable={canWrite}
      eventDurationEditable={canWrite}
      selectable={canWrite}
      selectMirror
      select={(info) => {
        const times = timesOf(info.allDay, info.start, info.end);
        onCreate({ allDay: times.all_day, start: times.start, end: times.end });
      }}
      dateClick={(info: DateClickArg) => {
        if (!canWrite || info.view.type.startsWith('timeGrid')) return;
        const times = timesOf(true, info.date, null);
        onCreate({ allDay: true, start: times.start, end: times.end });
      }}
      datesSet={(info: DatesSetArg) => {
        const from = info.start.toISOString().slice(0, 10);
        const to = new Date(info.end.getTime() - 1).toISOString().slice(0, 10);
        onRange({ from, to, title: info.view.title });
      }}
      eventClick={(info: EventClickArg) => {
        info.jsEvent.preventDefault();
        const props = info.event.extendedProps;
        if (props.kind === 'appointment') onOpen(props.appointment as Appointment);
        else if (typeof props.link === 'string') onLink(props.link);
      }}
      eventDrop={moved}
      eventResize={moved}
    />
  );
});
