import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Checkbox } from '../src/components/Checkbox';
import { FormError } from '../src/components/FormError';
import { PasswordField } from '../src/components/PasswordField';
import { RadioGroup } from '../src/components/RadioGroup';
import { EmailField, SelectField, TextField } from '../src/components/TextField';

describe('TextField', () => {
  it('binds label, hint and error to the input', () => {
    render(
      <TextField
        name="fullName"
        label="Ime i prezime"
        hint="Kako da vam se obraćamo"
        error="Unesite ime"
        required
      />,
    );
    const input = screen.getByRole('textbox', { name: /Ime i prezime/ });
    expect(input).toHaveAttribute('id', 'fullName');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Greška: Unesite ime Kako da vam se obraćamo');
    expect(screen.getByText('(obavezno)', { exact: false })).toHaveAttribute('aria-hidden', 'true');
  });

  it('is not marked invalid without an error', () => {
    render(<TextField name="city" label="Grad" />);
    const input = screen.getByRole('textbox', { name: 'Grad' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('says the required marker and error prefix in the page locale', () => {
    render(<TextField name="city" label="Град" error="Унесите град" required locale="sr-Cyrl" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Грешка: Унесите град');
    expect(screen.getByText('(обавезно)', { exact: false })).toBeInTheDocument();
  });
});

describe('EmailField', () => {
  it('asks for an e-mail keyboard and autofill', () => {
    render(<EmailField name="email" label="E-mail adresa" />);
    const input = screen.getByRole('textbox', { name: 'E-mail adresa' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
  });
});

describe('SelectField', () => {
  it('renders options with an empty first choice', () => {
    render(
      <SelectField
        name="tz"
        label="Vremenska zona"
        placeholder="Izaberite…"
        options={[{ value: 'Europe/Belgrade', label: 'Beograd' }]}
        error="Izaberite zonu"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Vremenska zona' });
    expect(select).toHaveAccessibleDescription('Greška: Izaberite zonu');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Izaberite…', 'Beograd']);
  });
});

describe('PasswordField', () => {
  it('lets the person see what they typed', () => {
    render(<PasswordField name="password" label="Lozinka" newPassword />);
    const input = screen.getByLabelText('Lozinka');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    const toggle = screen.getByRole('button', { name: 'Prikaži lozinku' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('Checkbox', () => {
  it('has its label and announces its error', () => {
    render(
      <Checkbox name="terms" label="Prihvatam uslove korišćenja" error="Potrebno je da prihvatite uslove" />,
    );
    const box = screen.getByRole('checkbox', { name: 'Prihvatam uslove korišćenja' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Greška: Potrebno je da prihvatite uslove');
  });
});

describe('RadioGroup', () => {
  const options = [
    { value: 'video', label: 'Video razgovor' },
    { value: 'chat', label: 'Poruke', hint: 'Pišete kada vam odgovara' },
  ];

  it('is a named group whose error is announced, with the first radio as the link target', () => {
    render(
      <RadioGroup
        name="format"
        legend="Kako želite da razgovarate?"
        options={options}
        error="Izaberite način"
        defaultValue="chat"
      />,
    );
    const group = screen.getByRole('group', { name: 'Kako želite da razgovarate?' });
    expect(group).toHaveAccessibleDescription('Greška: Izaberite način');
    const radios = within(group).getAllByRole('radio');
    expect(radios[0]).toHaveAttribute('id', 'format');
    expect(radios[1]).toBeChecked();
    expect(radios[1]).toHaveAccessibleDescription('Pišete kada vam odgovara');
  });
});

describe('FormError', () => {
  it('announces field errors as links that move focus to the fields', () => {
    render(
      <form>
        <FormError errors={{ email: 'Unesite e-mail adresu', password: 'Lozinka je prekratka', empty: '' }} />
        <EmailField name="email" label="E-mail" error="Unesite e-mail adresu" />
        <PasswordField name="password" label="Lozinka" error="Lozinka je prekratka" />
      </form>,
    );
    const summary = screen.getByRole('alert', { name: 'Proverite označena polja' });
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Unesite e-mail adresu', '#email'],
      ['Lozinka je prekratka', '#password'],
    ]);
    fireEvent.click(links[1]!);
    expect(screen.getByLabelText('Lozinka')).toHaveFocus();
  });

  it('shows a form-level message and renders nothing when all is well', () => {
    const { rerender, container } = render(<FormError message="Prijava nije uspela. Pokušajte ponovo." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Prijava nije uspela. Pokušajte ponovo.');
    rerender(<FormError errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('speaks English when asked', () => {
    render(<FormError locale="en" errors={[{ field: 'email', message: 'Enter your e-mail address' }]} />);
    expect(screen.getByRole('alert', { name: 'Please check the marked fields' })).toBeInTheDocument();
  });
});
