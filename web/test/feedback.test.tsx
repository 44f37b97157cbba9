import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Card } from '../src/components/Card';
import { EmptyState } from '../src/components/EmptyState';
import { LinkButton } from '../src/components/LinkButton';
import { Notice } from '../src/components/Notice';
import { PageHeader } from '../src/components/PageHeader';
import { LoadingState } from '../src/components/Spinner';
import { Toaster, useToast } from '../src/components/Toaster';
import { VisuallyHidden } from '../src/components/VisuallyHidden';
import { LocaleProvider } from '../src/i18n/provider';

function Trigger({ tone, text, duration }: { tone: 'success' | 'error'; text: string; duration?: number }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show({ message: text, tone, duration })}>
      {`show ${tone}`}
    </button>
  );
}

describe('Toaster', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('announces successes politely and errors assertively, in regions that exist before the toast', () => {
    render(
      <Toaster>
        <Trigger tone="success" text="Termin je zakazan." />
        <Trigger tone="error" text="Plaćanje nije uspelo." />
      </Toaster>,
    );
    const status = screen.getByRole('status');
    const alert = screen.getByRole('alert');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    expect(status).toBeEmptyDOMElement();

    fireEvent.click(screen.getByRole('button', { name: 'show success' }));
    fireEvent.click(screen.getByRole('button', { name: 'show error' }));
    expect(status).toHaveTextContent('Termin je zakazan.');
    expect(alert).toHaveTextContent('Plaćanje nije uspelo.');
    expect(status).not.toHaveTextContent('Plaćanje');
  });

  it('closes a success by itself, keeps an error until closed', () => {
    jest.useFakeTimers();
    render(
      <Toaster>
        <Trigger tone="success" text="Sačuvano." duration={3000} />
        <Trigger tone="error" text="Nije sačuvano." />
      </Toaster>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show success' }));
    fireEvent.click(screen.getByRole('button', { name: 'show error' }));
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(screen.queryByText('Sačuvano.')).not.toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Nije sačuvano.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Zatvori obaveštenje' }));
    expect(screen.queryByText('Nije sačuvano.')).not.toBeInTheDocument();
  });

  it('does not close a toast while the pointer is on it', () => {
    jest.useFakeTimers();
    render(
      <Toaster>
        <Trigger tone="success" text="Poruka je poslata." duration={3000} />
      </Toaster>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show success' }));
    fireEvent.mouseEnter(screen.getByText('Poruka je poslata.').closest('.o-toaster__item')!);
    act(() => {
      jest.advanceTimersByTime(10_000);
    });
    expect(screen.getByText('Poruka je poslata.')).toBeInTheDocument();
  });

  it('shows a flash message from the first render, in the provider locale', () => {
    render(
      <LocaleProvider locale="sr-Cyrl">
        <Toaster initial={[{ message: 'Добродошли назад.', tone: 'success' }]} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Добродошли назад.');
    expect(screen.getByRole('button', { name: 'Затвори обавештење' })).toBeInTheDocument();
  });

  it('refuses useToast outside a Toaster', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger tone="success" text="x" />)).toThrow(/inside <Toaster>/);
    spy.mockRestore();
  });
});

describe('LoadingState', () => {
  it('says "Učitavanje…" to everyone', () => {
    render(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Učitavanje…');
  });

  it('in Cyrillic and with its own label', () => {
    render(
      <>
        <LoadingState locale="sr-Cyrl" />
        <LoadingState label="Tražimo slobodne termine…" inline />
      </>,
    );
    const [cyr, custom] = screen.getAllByRole('status');
    expect(cyr).toHaveTextContent('Учитавање…');
    expect(custom).toHaveTextContent('Tražimo slobodne termine…');
  });
});

describe('Notice', () => {
  it('says its tone in words, and errors are alerts', () => {
    render(
      <Notice tone="error" title="Plaćanje nije prošlo">
        Kartica je odbijena.
      </Notice>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Greška: Plaćanje nije prošlo');
    expect(alert).toHaveClass('o-notice--error');
  });

  it('info is part of the page, not a live region', () => {
    const { container } = render(<Notice>Sesija počinje za 10 minuta.</Notice>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('Obaveštenje: Sesija počinje za 10 minuta.');
  });
});

describe('EmptyState, Card, PageHeader, VisuallyHidden', () => {
  it('EmptyState gives a title, a reason and the next step', () => {
    render(
      <EmptyState
        title="Još nemate zakazanih termina"
        text="Kada zakažete razgovor sa terapeutom, videćete ga ovde."
        action={<LinkButton href="/terapeuti">Pronađite terapeuta</LinkButton>}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Još nemate zakazanih termina');
    expect(screen.getByRole('link', { name: 'Pronađite terapeuta' })).toBeInTheDocument();
  });

  it('a titled Card is a named region', () => {
    render(<Card title="Sledeći termin">Utorak u 18:00</Card>);
    expect(screen.getByRole('region', { name: 'Sledeći termin' })).toHaveTextContent('Utorak u 18:00');
  });

  it('PageHeader holds the page h1', () => {
    render(<PageHeader eyebrow="Podešavanja" title="Nalog" lead="Ime, e-mail i lozinka." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Nalog' })).toBeInTheDocument();
  });

  it('VisuallyHidden stays in the accessibility tree', () => {
    render(
      <button type="button">
        ×<VisuallyHidden>Zatvori</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: '× Zatvori' })).toBeInTheDocument();
  });
});
