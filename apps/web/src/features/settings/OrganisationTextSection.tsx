import type { Organisation, OrganisationUpdate } from '@app/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../components/FormCard';
import { TextInput } from '../../components/TextInput';
import { useOrganisationForm } from './use-organisation-form';

type TypedSetting = 'onCallPhone' | 'quoteLimitSek';

interface Props<F extends TypedSetting> {
  field: F;
  /** The catalogue block of the card's texts (see useStoredForm), with the field's `label`. */
  texts: string;
  /** The organisation's value as the field shows it. */
  shown: (org: Organisation) => string;
  /** What the typed text sets; an empty field clears the setting. */
  sent: (typed: string) => OrganisationUpdate[F];
  type?: 'tel';
  endAdornment?: ReactNode;
}

/** One setting of the caller's own organisation, typed in one field, for those who may change it. */
export function OrganisationTextSection<F extends TypedSetting>(props: Props<F>) {
  const { t } = useTranslation();
  const { field } = props;
  const { canEdit, form, card } = useOrganisationForm(
    { [field]: '' } as Record<TypedSetting, string>,
    (org) => ({ [field]: props.shown(org) }) as Record<TypedSetting, string>,
    (v) => ({ [field]: props.sent(v[field]) }),
    props.texts,
  );
  if (!canEdit) return null;
  return (
    <FormCard {...card}>
      <TextInput
        {...form.field(field)}
        label={t(`${props.texts}.label`)}
        type={props.type}
        autoComplete="off"
        endAdornment={props.endAdornment}
      />
    </FormCard>
  );
}
