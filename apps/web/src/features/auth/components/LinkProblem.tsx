import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { AuthPage } from './AuthPage';

/**
 * What is wrong with a mailed link's token, if anything: there is none in the address (`missing`),
 * or the server refused the one sent (`refused`, the form's message on its token field).
 */
export function tokenProblem(
  token: string,
  refused: string | undefined,
  texts: { missing: string; invalid: string },
): string | null {
  if (!token) return texts.missing;
  return refused ? texts.invalid : null;
}

/**
 * The page of a mailed link that cannot work (missing, used or expired token): the problem and
 * the ways forward, and no form that could only fail again.
 */
export function LinkProblem({
  title,
  problem,
  ways,
}: {
  title: string;
  problem: string;
  ways: { to: string; label: string }[];
}) {
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
