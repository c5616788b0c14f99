/**
 * The API's messages to people (validation, errors, notices, cart warnings),
 * keyed by message id, in the three UI languages. Dutch is the source and
 * holds the spec's exact texts (§5, §8); rules and schemas refer to ids, the
 * HTTP edge translates them into the request's language. `{name}` is a
 * placeholder filled from the message's parameters.
 */

const nl = {
  // ------------------------------------------------------------ general
  generic: 'Er is een fout ontstaan, probeer het later nog eens.',
  invalidCharacters: 'De aanvraag bevat ongeldige tekens.',
  bodyTooLarge: 'De aanvraag is te groot.',
  methodNotAllowed: 'Deze methode is hier niet toegestaan.',
  notAForm: 'De aanvraag is geen formulier.',
  crossSite: 'Deze aanvraag komt niet van de webshop zelf en is geweigerd.',
  tooManyRequests: 'Te veel aanvragen. Probeer het over {seconds} seconden opnieuw.',
  unavailable: 'We zijn zo terug. De webshop is even niet bereikbaar; probeer het over een paar seconden opnieuw.',
  invalidJson: 'De aanvraag bevat geen geldige JSON.',
  required: 'Het veld is verplicht.',
  invalidValue: 'Ongeldige waarde.',
  notFound: 'De gevraagde gegevens zijn niet gevonden.',
  unauthorized: 'Je bent niet (meer) ingelogd. Log opnieuw in.',
  forbidden: 'Je hebt geen toegang tot deze gegevens.',
  tooLong: 'Te lang (maximaal {max} tekens).',
  tooBig: 'Te lang of te groot (maximaal {max}).',
  tooSmall: 'Te kort of te klein (minimaal {min}).',
  unknownField: 'Onbekend veld: {fields}.',
  fieldError: '{field}: {message}',
  // ------------------------------------------------------ identity (§5, §8)
  email: 'Ongeldig e-mailadres.',
  emailExists: 'Er is al een klant bekend op het opgegeven emailadres.',
  postalCode: 'Geen geldige postcode',
  phone: 'Telefoonnummer is ongeldig',
  houseNumber: 'Huisnummer mag alleen uit getallen bestaan',
  confirmMismatch: 'Het wachtwoord en het bevestigingswachtwoord komen niet overeen.',
  samePassword: 'Het nieuwe wachtwoord is hetzelfde als het oude wachtwoord',
  passwordRule: 'Het wachtwoord moet minstens 8 tekens en minstens 1 cijfer bevatten.',
  passwordTooLong: 'Het wachtwoord is te lang.',
  loginFailed: 'Onbekend e-mailadres en/of wachtwoord.',
  oldPasswordWrong: 'De ingevulde e-mail of wachtwoord is onjuist.',
  tooManyAttempts: 'Te veel mislukte inlogpogingen. Probeer het over {seconds} seconden opnieuw.',
  kvk: 'Een KvK-nummer bestaat uit 8 cijfers.',
  vat: 'Ongeldig btw-nummer.',
  registrationFailed: 'Verzoek tot registratie mislukt. Neem contact met ons op.',
  registrationReceived: 'Bedankt voor je aanmelding. We nemen zo snel mogelijk contact met je op.',
  noAddressFound: 'Geen adres gevonden',
  resetTokenInvalid: 'De link om je wachtwoord te herstellen is ongeldig of verlopen. Vraag een nieuwe aan.',
  forgotPasswordSent:
    'Als dit e-mailadres bij ons bekend is, ontvang je binnen enkele minuten een e-mail met een link om een nieuw wachtwoord in te stellen.',
  passwordResetDone: 'Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.',
  passwordChanged: 'Je wachtwoord is gewijzigd.',
  mailFailed: 'De e-mail kon niet worden verstuurd. Probeer het later nog eens.',
  countryChoice: 'Kies Nederland, België of Spanje.',
  genderChoice: 'Ongeldige aanhef.',
  languageChoice: 'Kies Nederlands, Frans of Engels.',
  addressTypeChoice: 'Kies Default, Delivery of Invoice.',
  customerKindChoice: 'Kies zakelijk of particulier.',
  noActingCustomer: 'Kies eerst een klant om namens te handelen.',
  pickupStoreChoice: 'Kies een bestaande afhaalwinkel.',
  // ------------------------------------------------ catalogue and content
  storeNotFound: 'De winkel is niet gevonden.',
  productNotFound: 'Het product met de code kan niet gevonden worden.',
  ratingRange: 'Kies een beoordeling van 1 tot 5 sterren.',
  newsNotFound: 'Het nieuwsbericht is niet gevonden.',
  newsCategoryNotFound: 'De nieuwscategorie is niet gevonden.',
  faqCategoryNotFound: 'De categorie is niet gevonden.',
  formNotFound: 'Het formulier is niet gevonden.',
  formOption: 'Kies een van de mogelijkheden.',
  tooManyForms: 'Je hebt te veel formulieren verstuurd. Probeer het over een paar minuten opnieuw.',
  // ---------------------------------------------------------- cart (§8)
  cartAction: 'Onbekende actie (1 toevoegen, 2 wijzigen, 3 verwijderen).',
  invalidProduct: 'Ongeldig product.',
  quantityWhole: 'Het aantal moet een heel getal zijn.',
  quantityNegative: 'Het aantal mag niet negatief zijn.',
  quantityAtLeastOne: 'Het aantal moet minimaal 1 zijn.',
  changesRequired: 'Geef minstens één wijziging op.',
  cartProductNotFound: 'Het product is niet gevonden.',
  cartNotOrderable: 'Het product is niet bestelbaar.',
  cartNotReleased: 'Het product is niet voor jou vrijgegeven. Neem contact op met kantoor.',
  cartOverStock: 'Er is niet genoeg voorraad; het aantal is verlaagd naar het maximum.',
  cartOutOfStock: 'Het product is niet meer op voorraad en is uit de winkelwagen verwijderd.',
  cartNoStock: 'Het product is niet op voorraad.',
  cartFull: 'De winkelwagen is vol.',
} as const;

export type MessageId = keyof typeof nl;
export type MessageLanguage = 'nl' | 'fr' | 'en';
type Texts = Record<MessageId, string>;

const fr: Texts = {
  generic: 'Une erreur s’est produite. Veuillez réessayer plus tard.',
  invalidCharacters: 'La requête contient des caractères non valides.',
  bodyTooLarge: 'La requête est trop volumineuse.',
  methodNotAllowed: 'Cette méthode n’est pas autorisée ici.',
  notAForm: 'La requête n’est pas un formulaire.',
  crossSite: 'Cette requête ne provient pas de la boutique et a été refusée.',
  tooManyRequests: 'Trop de requêtes. Veuillez réessayer dans {seconds} secondes.',
  unavailable: 'Nous revenons tout de suite. La boutique est momentanément indisponible ; réessayez dans quelques secondes.',
  invalidJson: 'La requête ne contient pas de JSON valide.',
  required: 'Ce champ est obligatoire.',
  invalidValue: 'Valeur non valide.',
  notFound: 'Les données demandées sont introuvables.',
  unauthorized: 'Vous n’êtes pas (ou plus) connecté. Veuillez vous reconnecter.',
  forbidden: 'Vous n’avez pas accès à ces données.',
  tooLong: 'Trop long ({max} caractères maximum).',
  tooBig: 'Trop long ou trop grand (maximum {max}).',
  tooSmall: 'Trop court ou trop petit (minimum {min}).',
  unknownField: 'Champ inconnu : {fields}.',
  fieldError: '{field} : {message}',
  email: 'Adresse e-mail non valide.',
  emailExists: 'Un client est déjà enregistré avec cette adresse e-mail.',
  postalCode: 'Code postal non valide',
  phone: 'Numéro de téléphone non valide',
  houseNumber: 'Le numéro de maison ne peut contenir que des chiffres',
  confirmMismatch: 'Le mot de passe et sa confirmation ne correspondent pas.',
  samePassword: 'Le nouveau mot de passe est identique à l’ancien',
  passwordRule: 'Le mot de passe doit contenir au moins 8 caractères, dont au moins 1 chiffre.',
  passwordTooLong: 'Le mot de passe est trop long.',
  loginFailed: 'Adresse e-mail et/ou mot de passe inconnus.',
  oldPasswordWrong: 'L’adresse e-mail ou le mot de passe saisi est incorrect.',
  tooManyAttempts: 'Trop de tentatives de connexion échouées. Veuillez réessayer dans {seconds} secondes.',
  kvk: 'Un numéro KvK se compose de 8 chiffres.',
  vat: 'Numéro de TVA non valide.',
  registrationFailed: 'La demande d’inscription a échoué. Veuillez nous contacter.',
  registrationReceived: 'Merci pour votre demande. Nous vous contacterons dans les plus brefs délais.',
  noAddressFound: 'Aucune adresse trouvée',
  resetTokenInvalid: 'Le lien de réinitialisation du mot de passe n’est pas valide ou a expiré. Veuillez en demander un nouveau.',
  forgotPasswordSent:
    'Si cette adresse e-mail est connue chez nous, vous recevrez dans quelques minutes un e-mail avec un lien pour définir un nouveau mot de passe.',
  passwordResetDone: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',
  passwordChanged: 'Votre mot de passe a été modifié.',
  mailFailed: 'L’e-mail n’a pas pu être envoyé. Veuillez réessayer plus tard.',
  countryChoice: 'Choisissez les Pays-Bas, la Belgique ou l’Espagne.',
  genderChoice: 'Civilité non valide.',
  languageChoice: 'Choisissez le néerlandais, le français ou l’anglais.',
  addressTypeChoice: 'Choisissez Default, Delivery ou Invoice.',
  customerKindChoice: 'Choisissez professionnel ou particulier.',
  noActingCustomer: 'Choisissez d’abord le client pour lequel vous agissez.',
  pickupStoreChoice: 'Choisissez un magasin de retrait existant.',
  storeNotFound: 'Le magasin est introuvable.',
  productNotFound: 'Le produit portant ce code est introuvable.',
  ratingRange: 'Choisissez une note de 1 à 5 étoiles.',
  newsNotFound: 'L’actualité est introuvable.',
  newsCategoryNotFound: 'La catégorie d’actualités est introuvable.',
  faqCategoryNotFound: 'La catégorie est introuvable.',
  formNotFound: 'Le formulaire est introuvable.',
  formOption: 'Choisissez l’une des options proposées.',
  tooManyForms: 'Vous avez envoyé trop de formulaires. Veuillez réessayer dans quelques minutes.',
  cartAction: 'Action inconnue (1 ajouter, 2 modifier, 3 supprimer).',
  invalidProduct: 'Produit non valide.',
  quantityWhole: 'La quantité doit être un nombre entier.',
  quantityNegative: 'La quantité ne peut pas être négative.',
  quantityAtLeastOne: 'La quantité doit être d’au moins 1.',
  changesRequired: 'Indiquez au moins une modification.',
  cartProductNotFound: 'Le produit est introuvable.',
  cartNotOrderable: 'Ce produit ne peut pas être commandé.',
  cartNotReleased: 'Ce produit n’est pas disponible pour vous. Veuillez contacter notre service clients.',
  cartOverStock: 'Le stock est insuffisant ; la quantité a été ramenée au maximum disponible.',
  cartOutOfStock: 'Ce produit n’est plus en stock et a été retiré de votre panier.',
  cartNoStock: 'Ce produit n’est pas en stock.',
  cartFull: 'Votre panier est plein.',
};

const en: Texts = {
  generic: 'Something went wrong. Please try again later.',
  invalidCharacters: 'The request contains invalid characters.',
  bodyTooLarge: 'The request is too large.',
  methodNotAllowed: 'This method is not allowed here.',
  notAForm: 'The request is not a form.',
  crossSite: 'This request does not come from the shop itself and was refused.',
  tooManyRequests: 'Too many requests. Please try again in {seconds} seconds.',
  unavailable: 'We will be right back. The shop is briefly unavailable; please try again in a few seconds.',
  invalidJson: 'The request does not contain valid JSON.',
  required: 'This field is required.',
  invalidValue: 'Invalid value.',
  notFound: 'The requested information could not be found.',
  unauthorized: 'You are not (or no longer) logged in. Please log in again.',
  forbidden: 'You do not have access to this information.',
  tooLong: 'Too long (at most {max} characters).',
  tooBig: 'Too long or too large (at most {max}).',
  tooSmall: 'Too short or too small (at least {min}).',
  unknownField: 'Unknown field: {fields}.',
  fieldError: '{field}: {message}',
  email: 'Invalid email address.',
  emailExists: 'A customer with this email address already exists.',
  postalCode: 'Invalid postcode',
  phone: 'Invalid phone number',
  houseNumber: 'The house number may only contain digits',
  confirmMismatch: 'The password and the confirmation password do not match.',
  samePassword: 'The new password is the same as the old password',
  passwordRule: 'The password must be at least 8 characters long and contain at least 1 digit.',
  passwordTooLong: 'The password is too long.',
  loginFailed: 'Unknown email address and/or password.',
  oldPasswordWrong: 'The email address or password you entered is incorrect.',
  tooManyAttempts: 'Too many failed login attempts. Please try again in {seconds} seconds.',
  kvk: 'A KvK (Chamber of Commerce) number consists of 8 digits.',
  vat: 'Invalid VAT number.',
  registrationFailed: 'Registration request failed. Please contact us.',
  registrationReceived: 'Thank you for your request. We will contact you as soon as possible.',
  noAddressFound: 'No address found',
  resetTokenInvalid: 'The password reset link is invalid or has expired. Please request a new one.',
  forgotPasswordSent: 'If we know this email address, you will receive an email with a link to set a new password within a few minutes.',
  passwordResetDone: 'Your password has been changed. You can now log in with your new password.',
  passwordChanged: 'Your password has been changed.',
  mailFailed: 'The email could not be sent. Please try again later.',
  countryChoice: 'Choose the Netherlands, Belgium or Spain.',
  genderChoice: 'Invalid title.',
  languageChoice: 'Choose Dutch, French or English.',
  addressTypeChoice: 'Choose Default, Delivery or Invoice.',
  customerKindChoice: 'Choose business or private.',
  noActingCustomer: 'First choose the customer you are acting for.',
  pickupStoreChoice: 'Choose an existing pickup store.',
  storeNotFound: 'The store could not be found.',
  productNotFound: 'No product could be found with this code.',
  ratingRange: 'Choose a rating from 1 to 5 stars.',
  newsNotFound: 'The news item could not be found.',
  newsCategoryNotFound: 'The news category could not be found.',
  faqCategoryNotFound: 'The category could not be found.',
  formNotFound: 'The form could not be found.',
  formOption: 'Choose one of the options.',
  tooManyForms: 'You have sent too many forms. Please try again in a few minutes.',
  cartAction: 'Unknown action (1 add, 2 update, 3 delete).',
  invalidProduct: 'Invalid product.',
  quantityWhole: 'The quantity must be a whole number.',
  quantityNegative: 'The quantity cannot be negative.',
  quantityAtLeastOne: 'The quantity must be at least 1.',
  changesRequired: 'Specify at least one change.',
  cartProductNotFound: 'The product could not be found.',
  cartNotOrderable: 'This product cannot be ordered.',
  cartNotReleased: 'This product has not been released for you. Please contact our office.',
  cartOverStock: 'There is not enough stock; the quantity has been lowered to the maximum available.',
  cartOutOfStock: 'This product is no longer in stock and has been removed from your cart.',
  cartNoStock: 'This product is not in stock.',
  cartFull: 'Your cart is full.',
};

export const MESSAGE_CATALOGUE: Readonly<Record<MessageLanguage, Texts>> = { nl, fr, en };

/** Every id as itself, for schemas and rules: `M.required` is the id 'required'. */
export const MESSAGE_IDS = Object.fromEntries(Object.keys(nl).map((id) => [id, id])) as { readonly [K in MessageId]: K };

/** A message with its placeholder values; a value may itself be a message (translated in the same language). */
export interface Message {
  id: MessageId;
  params?: Readonly<Record<string, string | number | Message>>;
}

export function isMessageId(value: string): value is MessageId {
  return Object.hasOwn(nl, value);
}

/** The text of a message in `language` (Dutch for any other language). */
export function translateMessage(language: string, message: MessageId | Message): string {
  const texts = MESSAGE_CATALOGUE[language as MessageLanguage] ?? nl;
  const { id, params } = typeof message === 'string' ? { id: message, params: undefined } : message;
  const text = texts[id];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    return typeof value === 'object' ? translateMessage(language, value) : String(value);
  });
}
