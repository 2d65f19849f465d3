import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthPage } from './AuthPage';

/**
 * The page of a mailed link with a token (an invitation, a password reset): its form, or in the
 * form's place what is wrong with the token, if there is none in the address or the server refused
 * the one sent (`refused`, the form's message on its token field), with the ways forward.
 * `texts` is the page's catalogue block, with its `title`, `missingToken` and `invalidToken`.
 */
export function TokenLinkPage(props: {
  texts: string;
  token: string;
  refused: string | undefined;
  ways: Way[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const problem = !props.token ? 'missingToken' : props.refused ? 'invalidToken' : null;
  if (problem)
    return (
      <LinkProblem
        title={t(`${props.texts}.title`)}
        problem={t(`${props.texts}.${problem}`)}
        ways={props.ways}
      />
    );
  return <AuthPage>{props.children}</AuthPage>;
}

/** A way forward from a link that cannot work: a page of the app and the link's text. */
interface Way {
  to: string;
  label: string;
}

/**
 * The page of a mailed link that cannot work (missing, used or expired token): the problem and
 * the ways forward, and no form that could only fail again.
 */
export function LinkProblem({ title, problem, ways }: { title: string; problem: string; ways: Way[] }) {
  return (
    <AuthPage>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, bgcolor: 'background.paper' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        <Stack spacing={2}>
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
          {ways.map((way) => (
            <Link key={way.to} component={RouterLink} to={way.to}>
              {way.label}
            </Link>
          ))}
        </Stack>
      </Paper>
    </AuthPage>
  );
}
