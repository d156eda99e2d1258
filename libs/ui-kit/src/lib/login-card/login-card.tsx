import { useId, useState, type SubmitEvent } from 'react';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import './login-card.css';

/** What {@link LoginCard} submits. */
export interface LoginCredentialsInput {
  username: string;
  password: string;
}

/** Props of {@link LoginCard}. */
export interface LoginCardProps {
  /** Heading, usually the instance name. */
  title: string;
  /** Logo shown above the title; decorative, the title names the card. */
  logoUrl?: string;
  labels: { username: string; password: string; submit: string };
  /** Message shown above the fields and announced, e.g. wrong credentials. */
  error?: string;
  /** A login is running: the submit button shows a spinner and further submits are ignored. */
  busy?: boolean;
  /** Called with the typed username and password when the form is submitted (Enter or button). */
  onSubmit: (credentials: LoginCredentialsInput) => void;
}

/** The login form: username, password and submit, with room for a logo and an error. */
export function LoginCard({
  title,
  logoUrl,
  labels,
  error,
  busy = false,
  onSubmit,
}: LoginCardProps) {
  const titleId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit({ username, password });
  };

  return (
    <form className="fb-login-card" aria-labelledby={titleId} onSubmit={submit}>
      <div className="fb-login-card__header">
        {logoUrl !== undefined && <img className="fb-login-card__logo" src={logoUrl} alt="" />}
        <h1 className="fb-login-card__title" id={titleId}>
          {title}
        </h1>
      </div>
      {error !== undefined && error !== '' && (
        <p className="fb-login-card__error" role="alert">
          {error}
        </p>
      )}
      <TextField
        label={labels.username}
        name="username"
        autoComplete="username"
        required
        value={username}
        onChange={setUsername}
      />
      <TextField
        label={labels.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
      />
      <Button type="submit" busy={busy}>
        {labels.submit}
      </Button>
    </form>
  );
}
