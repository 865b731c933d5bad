// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { ColourMatch } from './colour-match';
import { closenessOf } from './hex-color';
import { parseHexColor } from './listing-state';

afterEach(cleanup);

function setup(value: string | null = null, locale: 'en' | 'ms' = 'en') {
  const onChange = vi.fn();
  renderWithMessages(<ColourMatch value={value} onChange={onChange} />, { locale });
  const field = screen.getByRole('textbox') as HTMLInputElement;
  const submit = () => fireEvent.submit(field.closest('form') as HTMLFormElement);
  return { onChange, field, submit };
}

describe('the hex field', () => {
  it('takes a hex code with or without “#”, short or long, and asks for it in capitals', () => {
    const { onChange, field, submit } = setup();
    fireEvent.change(field, { target: { value: 'c8b89a' } });
    submit();
    expect(onChange).toHaveBeenLastCalledWith('#C8B89A');
    fireEvent.change(field, { target: { value: '#abc' } });
    submit();
    expect(onChange).toHaveBeenLastCalledWith('#AABBCC');
  });

  it('refuses anything else with a clear message, tied to the field, and asks for nothing', () => {
    const { onChange, field, submit } = setup();
    fireEvent.change(field, { target: { value: '#12345G' } });
    submit();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Enter a hex code of 6 digits (0-9, A-F), such as #C8B89A.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    // typing again clears the message
    fireEvent.change(field, { target: { value: '#12345' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says it in Bahasa Malaysia on a Malay page', () => {
    const { field, submit } = setup(null, 'ms');
    fireEvent.change(field, { target: { value: 'beige' } });
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Sila masukkan kod heks 6 digit (0-9, A-F), seperti #C8B89A.');
  });

  it('shows the asked colour, and clears it with its button or an emptied field', () => {
    const { onChange, field, submit } = setup('#C8B89A');
    expect(field.value).toBe('#C8B89A');
    expect(screen.getByText('Closest to #C8B89A first')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the colour match' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    fireEvent.change(field, { target: { value: '' } });
    submit();
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('sets the colour from the colour well', () => {
    const { onChange } = setup();
    fireEvent.change(screen.getByLabelText('Pick a colour'), { target: { value: '#336699' } });
    expect(onChange).toHaveBeenLastCalledWith('#336699');
  });
});

describe('hex codes and closeness', () => {
  it('reads hex codes', () => {
    expect(parseHexColor(' #c8b89a ')).toBe('#C8B89A');
    expect(parseHexColor('C8B89A')).toBe('#C8B89A');
    expect(parseHexColor('#C8B89')).toBeUndefined();
    expect(parseHexColor('red')).toBeUndefined();
  });

  it('names how close a colour is by its OKLab difference', () => {
    expect(closenessOf(0)).toBe('same');
    expect(closenessOf(0.03)).toBe('veryClose');
    expect(closenessOf(0.08)).toBe('close');
    expect(closenessOf(0.1)).toBe('close');
    expect(closenessOf(0.2)).toBe('related');
  });
});
