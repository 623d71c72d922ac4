import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from '../../../client/ui/text-field';

afterEach(cleanup);

describe('TextField', () => {
  it('ties the label to the input and reports typed values', () => {
    const onInput = vi.fn();
    render(<TextField label="Account name" name="account" value="" onInput={onInput} />);
    const input = screen.getByLabelText('Account name');
    fireEvent.input(input, { target: { value: 'abc' } });
    expect(onInput).toHaveBeenCalledWith('abc');
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('marks the input invalid and describes it with the error', () => {
    render(<TextField label="Password" name="password" value="x" onInput={() => undefined} error="Too short" hint="6 to 20 characters" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['Too short', '6 to 20 characters']);
  });

  it('password fields get a show/hide toggle', () => {
    render(<TextField label="Password" name="password" type="password" value="secret" onInput={() => undefined} />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');
  });
});
