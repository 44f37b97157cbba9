'use client';

import { type MouseEvent, useState } from 'react';

export interface PickerSlot {
  startsAt: string;
  /** In the visitor's zone: "10:00". */
  time: string;
  /** The therapist's clock when it differs: "Beograd 17:00". */
  other: string | null;
  href: string;
}

export interface PickerDay {
  date: string;
  /** "uto 1. dec" */
  label: string;
  /** "utorak, 1. decembar" */
  longLabel: string;
  /** "3 termina" / "nema termina" */
  countText: string;
  href: string;
  slots: PickerSlot[];
}

export interface DayPickerProps {
  days: PickerDay[];
  selected: string | null;
  daysLabel: string;
  slotsHeading: string;
}

function plainClick(e: MouseEvent<HTMLAnchorElement>): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

/**
 * Seven days as links and the chosen day's free times as links. Every link is a real address (the page works
 * without JavaScript); with JavaScript a day opens in place, without a trip to the server.
 */
export function DayPicker({ days, selected: initial, daysLabel, slotsHeading }: DayPickerProps) {
  const [selected, setSelected] = useState(initial);
  const day = days.find((d) => d.date === selected) ?? null;
  const open = (e: MouseEvent<HTMLAnchorElement>, d: PickerDay) => {
    if (!plainClick(e)) return;
    e.preventDefault();
    setSelected(d.date);
    window.history.replaceState(window.history.state, '', d.href);
  };
  return (
    <>
      <nav aria-label={daysLabel}>
        <ul className="b-days">
          {days.map((d) => (
            <li key={d.date}>
              {d.slots.length > 0 ? (
                <a
                  href={d.href}
                  className="b-days__day"
                  aria-current={d.date === selected ? 'date' : undefined}
                  onClick={(e) => open(e, d)}
                >
                  <span className="b-days__name">{d.label}</span>
                  <span className="b-days__count">{d.countText}</span>
                </a>
              ) : (
                <span className="b-days__day b-days__day--empty">
                  <span className="b-days__name">{d.label}</span>
                  <span className="b-days__count">{d.countText}</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {day ? (
        <section aria-labelledby="b-slots-heading" className="s-section">
          <h3 id="b-slots-heading" className="b-subtitle" aria-live="polite">
            {slotsHeading.replace('{day}', day.longLabel)}
          </h3>
          <ul className="b-slots">
            {day.slots.map((s) => (
              <li key={s.startsAt}>
                <a href={s.href} className="b-slots__slot">
                  {s.time}
                  {s.other ? <span className="b-slots__other"> ({s.other})</span> : null}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
