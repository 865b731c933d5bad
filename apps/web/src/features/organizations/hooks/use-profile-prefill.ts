import { formatPhoneNumber } from '@samplebank/contracts/phone';
import { useMemo } from 'react';
import { findByName, useCities, useStates } from '../../../lib/places';
import type { SessionUser } from '../../../lib/session';
import { type BuyerKind, EMPTY_ORGANIZATION_FORM, type OrganizationFormInput } from '../organization-form-schema';

type Profile = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The profile the wizard collected for the user's type. */
function profileOf(user: SessionUser | null): Profile {
  if (!user) return {};
  if (user.userType === 'professional') return user.professionalInfo ?? {};
  if (user.userType === 'non-professional') return user.nonProfessionalInfo ?? {};
  if (user.userType === 'student') return user.studentInfo ?? {};
  return {};
}

/** A student orders as an individual; a professional or non-professional for its business. */
export function defaultBuyerKind(user: SessionUser | null): BuyerKind {
  return user?.userType === 'student' ? 'individual' : 'company';
}

export type ProfilePrefill = {
  /** the reference lists are still loading: the form waits, so its selects start on the right choices */
  isPending: boolean;
  values: OrganizationFormInput;
  /** what the name field starts as for each kind: the business's name, or the person's */
  names: Record<BuyerKind, string>;
};

/**
 * The first-add dialog's starting values, from what the wizard already asked (issue 12): the business name, the
 * phone number and the address, the user's name and e-mail. The profile stores the state and city by name; the form
 * picks them by id, so they are looked up in the same lists the form offers. A place not found is left to choose.
 */
export function useProfilePrefill(user: SessionUser | null): ProfilePrefill {
  const profile = profileOf(user);
  const states = useStates();
  const state = findByName(states.data, profile.state);
  const cities = useCities(state?._id ?? '');
  const city = findByName(cities.data, profile.city);
  const isPending = (states.isPending && !states.isError) || (Boolean(state) && cities.isPending && !cities.isError);

  const kind = defaultBuyerKind(user);
  const businessName = text(profile.companyName) || text(profile.businessName);
  const personName = user?.name ?? '';
  const postcode = text(profile.zipCode);

  const values = useMemo<OrganizationFormInput>(
    () => ({
      ...EMPTY_ORGANIZATION_FORM,
      kind,
      name: kind === 'company' ? businessName : personName,
      contactNumber: formatPhoneNumber(text(profile.phoneNumber)),
      orgEmail: user?.email ?? '',
      personInCharge: personName,
      billingAddress: {
        ...EMPTY_ORGANIZATION_FORM.billingAddress,
        addressLine1: text(profile.address),
        state: state?._id ?? '',
        city: city?._id ?? '',
        postcode: city?.postcodes.includes(postcode) ? postcode : '',
      },
    }),
    [kind, businessName, personName, profile.phoneNumber, profile.address, user?.email, state, city, postcode],
  );

  return { isPending, values, names: { company: businessName, individual: personName } };
}
