/** The fields every address of the shop has (account addresses, checkout and order addresses). */
export interface PostalAddressFields {
  Street: string;
  HouseNumber: string;
  HouseNumberExtension?: string | null;
  PostalCode: string;
  City: string;
  CountryCode: string;
}

/** With the person or company it is for (checkout and order addresses). */
export interface NamedAddressFields extends PostalAddressFields {
  FirstName?: string | null;
  MiddleName?: string | null;
  LastName?: string | null;
  Name?: string | null;
}

/** Street and number, then postcode, town and country, as a Dutch envelope shows them. */
export function StreetLines({ address }: { address: PostalAddressFields }) {
  return (
    <>
      {address.Street} {address.HouseNumber}
      {address.HouseNumberExtension ? ` ${address.HouseNumberExtension}` : ''}
      <br />
      {address.PostalCode} {address.City} ({address.CountryCode})
    </>
  );
}

/** A whole address: the person, a company or 't.a.v.' line unless it only repeats the person, then the street lines. */
export function PostalAddress({ address }: { address: NamedAddressFields }) {
  const person = [address.FirstName, address.MiddleName, address.LastName].filter(Boolean).join(' ');
  return (
    <p>
      {person || address.Name}
      {address.Name && person && address.Name !== person ? (
        <>
          <br />
          {address.Name}
        </>
      ) : null}
      <br />
      <StreetLines address={address} />
    </p>
  );
}
