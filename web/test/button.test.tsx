import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Button } from '../src/components/Button';
import { Form } from '../src/components/Form';
import { LinkButton } from '../src/components/LinkButton';

function SendOnce({ onSubmit }: { onSubmit: (e: { preventDefault(): void }) => void }) {
  const [sending, setSending] = useState(false);
  return (
    <form
      onSubmit={(e) => {
        onSubmit(e);
        setSending(true);
      }}
    >
      <Button type="submit" loading={sending}>
        Zakaži
      </Button>
    </form>
  );
}

describe('Button', () => {
  it('does not submit by accident and carries its variant', () => {
    render(<Button variant="danger">Otkaži termin</Button>);
    const button = screen.getByRole('button', { name: 'Otkaži termin' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('o-button', 'o-button--danger');
  });

  it('while loading, says so and ignores presses', () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        Sačuvaj
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Sačuvaj/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleName('Sačuvaj Učitavanje…');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(<Button onClick={onClick}>Sačuvaj</Button>);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('a loading submit button does not submit its form again', () => {
    const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(<SendOnce onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: /Zakaži/ });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('shows progress during a React form action and accepts only one press', async () => {
    let finish: () => void = () => {};
    const action = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <form action={action}>
        <Button type="submit">Pošalji</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: /Pošalji/ });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(button).not.toHaveAttribute('aria-busy');
  });
});

describe('Form', () => {
  it('posts to its URL once, however often submit is pressed', () => {
    const reachedNetwork: boolean[] = [];
    // Runs after React's handlers: records whether the browser would still send the form, then stops jsdom.
    const listener = (e: Event) => {
      reachedNetwork.push(!e.defaultPrevented);
      e.preventDefault();
    };
    window.addEventListener('submit', listener);
    try {
      render(
        <Form action="/api/v1/booking">
          <Button type="submit">Zakaži</Button>
        </Form>,
      );
      const form = screen.getByRole('button').closest('form')!;
      expect(form).toHaveAttribute('method', 'post');
      const button = screen.getByRole('button', { name: /Zakaži/ });
      fireEvent.click(button);
      expect(button).toHaveAttribute('aria-busy', 'true');
      fireEvent.click(button);
      fireEvent.submit(form);
      // the busy button swallowed the second click; the forced submit event was stopped by the Form
      expect(reachedNetwork).toEqual([true, false]);
    } finally {
      window.removeEventListener('submit', listener);
    }
  });
});

describe('LinkButton', () => {
  it('is a link styled as a button', () => {
    render(
      <LinkButton href="/terapeuti" variant="secondary">
        Pogledajte terapeute
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Pogledajte terapeute' });
    expect(link).toHaveAttribute('href', '/terapeuti');
    expect(link).toHaveClass('o-button--secondary');
  });
});
