/** The documented demo logins (README). Every seeded login uses the same password. */

export const DEMO_PASSWORD = 'Toonbank2026!';

export interface DemoAccount {
  email: string;
  password: string;
  role: string;
  description: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'zakelijk@toonbank.nl',
    password: DEMO_PASSWORD,
    role: 'customer',
    description:
      'Zakelijke klant Dierenspeciaalzaak De Kwispel B.V. (Sanne): nettoprijzen van prijslijst Groothandel A, publicatiecodes A;B, kopen op rekening, spaarklant met 1.250 punten, winkel Utrecht.',
  },
  {
    email: 'particulier@toonbank.nl',
    password: DEMO_PASSWORD,
    role: 'customer',
    description: 'Particuliere klant (Lotte): consumentenprijzen incl. btw, publicatiecode B, 340 spaarpunten, winkel Amersfoort.',
  },
  {
    email: 'vertegenwoordiger@toonbank.nl',
    password: DEMO_PASSWORD,
    role: 'impersonation',
    description: 'Vertegenwoordiger (Ruben): bestelt namens zeven toegewezen zakelijke klanten, waaronder De Kwispel.',
  },
];
