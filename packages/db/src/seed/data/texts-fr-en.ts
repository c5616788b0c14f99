/**
 * The product text pools of texts.ts in French and English (issue 12 defect 6): the same sentences in the same
 * order with the same placeholders, so a product's chosen sentences (by index) read the same in every language.
 * Placeholders get the words of the language ('{animals}': 'chiens', 'dogs').
 */
import type { TextGroup } from './kinds.ts';
import type { TextPool } from './texts.ts';

export const TEXTS_FR: Record<TextGroup, TextPool> = {
  dryFood: {
    openings: [
      '{brand} {product} est un aliment complet pour les {animals} qui veulent bien manger chaque jour.',
      'Avec {product} de {brand}, vous offrez à votre animal un repas équilibré, avec {flavourLower} comme saveur principale.',
      '{product} est spécialement formulé pour les {animals} au stade {stage}.',
      '{brand} associe dans {product} des protéines très digestes à juste assez de matières grasses pour l’énergie.',
      '{product} : des croquettes croustillantes, un aliment complet pour les {animals} de toutes tailles.',
    ],
    body: [
      'La recette ne contient ni colorants, ni arômes, ni exhausteurs de goût artificiels ajoutés.',
      'Les acides gras oméga-3 et oméga-6 favorisent une peau saine et un pelage brillant.',
      'Des fibres prébiotiques (FOS et MOS) aident à maintenir l’équilibre de la flore intestinale.',
      'La saveur {flavourLower} plaît même aux mangeurs difficiles.',
      'La glucosamine et la chondroïtine ajoutées soutiennent la souplesse des articulations.',
      'Les protéines proviennent en majeure partie de sources animales.',
      'Fabriqué aux Pays-Bas, dans une usine certifiée GMP+.',
      'Les croquettes croustillantes aident à réduire la plaque dentaire.',
      'Un sac de {size} est pratique pour avoir toujours une réserve à la maison.',
      'Les vitamines et minéraux contribuent ensemble à de solides défenses naturelles.',
    ],
    usage: [
      'Ration journalière selon le poids et l’activité : voir le tableau sur l’emballage. Répartissez la ration en deux repas et prévoyez toujours de l’eau fraîche.',
      'Passez à cet aliment en sept jours en le mélangeant progressivement à l’aliment actuel. Prévoyez toujours de l’eau fraîche.',
      'Conserver au sec et au frais, dans le sac bien fermé ou dans un bac à croquettes. Après ouverture, à utiliser dans les six semaines.',
      'Conservez l’emballage au frais, au sec et bien fermé. Surveillez le poids de votre animal et adaptez la ration si nécessaire.',
    ],
    usps: [
      'Aliment complet',
      'Sans additifs artificiels',
      'Riche en protéines animales',
      'Très digeste',
      'Avec oméga-3 et oméga-6',
      'Fabriqué aux Pays-Bas',
      'Convient aussi aux estomacs sensibles',
      'Sac refermable',
    ],
  },
  wetFood: {
    openings: [
      '{brand} {product} est un aliment humide complet pour les {animals}, avec des morceaux juteux et beaucoup d’humidité.',
      'Avec {product} de {brand}, vous offrez à votre animal un repas savoureux, avec {flavourLower} comme saveur principale.',
      '{product} est spécialement formulé pour les {animals} au stade {stage}.',
      '{brand} prépare {product} avec de la viande ou du poisson frais et sans céréales.',
      '{product} est un repas humide savoureux pour les {animals} de toutes tailles.',
    ],
    body: [
      'La recette ne contient ni colorants, ni arômes, ni exhausteurs de goût artificiels ajoutés.',
      'Les acides gras oméga-3 et oméga-6 favorisent une peau saine et un pelage brillant.',
      'La teneur élevée en eau aide votre animal à boire suffisamment.',
      'La saveur {flavourLower} plaît même aux mangeurs difficiles.',
      'Délicieux en repas complet ou mélangé à des croquettes.',
      'Les protéines proviennent en majeure partie de sources animales.',
      'Préparé avec de la viande d’animaux propres à la consommation humaine.',
      'De texture tendre, il convient aussi aux animaux âgés.',
      'Un format de {size} est pratique pour avoir toujours une réserve à la maison.',
      'Les vitamines et minéraux contribuent ensemble à de solides défenses naturelles.',
    ],
    usage: [
      'Ration journalière selon le poids et l’activité : voir le tableau sur l’emballage. Répartissez la ration en deux repas ou plus et prévoyez toujours de l’eau fraîche.',
      'En association avec des croquettes, donnez la moitié de la quantité conseillée de chacun. Prévoyez toujours de l’eau fraîche.',
      'Servir à température ambiante. Après ouverture, conserver couvert au réfrigérateur et utiliser dans les 48 heures.',
      'Avant ouverture, conserver au frais et au sec. Sortez un emballage entamé du réfrigérateur une demi-heure avant le repas.',
    ],
    usps: [
      'Aliment complet',
      'Sans additifs artificiels',
      'Riche en protéines animales',
      'Très digeste',
      'Avec oméga-3 et oméga-6',
      'Fabriqué aux Pays-Bas',
      'Texture tendre',
      'Riche en eau',
    ],
  },
  snack: {
    openings: [
      '{product} de {brand} est une délicieuse récompense pour les {animals}, entre les repas ou pendant l’éducation.',
      'Avec {product}, chaque moment ensemble devient encore plus agréable.',
      '{brand} prépare {product} avec une teneur élevée en viande et sans sucres.',
    ],
    body: [
      'Les friandises se cassent facilement en petits morceaux.',
      'Séchées lentement, elles gardent leur goût naturel.',
      'La mastication aide à réduire la plaque et le tartre.',
      'Idéales comme récompense pour apprendre de nouveaux ordres.',
      'La saveur {flavourLower} en fait un vrai favori.',
      'Sans colorants ni conservateurs ajoutés.',
    ],
    usage: [
      'Donnez au maximum quelques pièces par jour en complément de l’alimentation habituelle. Tenez compte de l’énergie supplémentaire dans la ration et prévoyez toujours de l’eau fraîche.',
      'Donnez toujours les friandises à mâcher sous surveillance. Choisissez une taille adaptée à votre animal.',
      'Conserver au sec et bien fermé. Après ouverture, à utiliser dans les quatre semaines.',
    ],
    usps: [
      'Riche en viande',
      'Sans sucres ajoutés',
      'Idéal pour l’éducation',
      'Bon pour les dents',
      'Séché naturellement',
      'Sachet refermable',
    ],
  },
  supplement: {
    openings: [
      '{brand} {product} est un complément alimentaire qui complète de manière ciblée l’alimentation quotidienne des {animals}.',
      'Avec {product}, vous soutenez la santé de votre animal de façon naturelle.',
    ],
    body: [
      'La formule a été développée avec des vétérinaires.',
      'Contient des ingrédients de qualité, bien assimilés.',
      'Convient à un usage prolongé.',
      'Le résultat est généralement visible après quatre à six semaines.',
      'Appétent, il se mélange facilement à la nourriture.',
    ],
    usage: [
      'Mélangez la dose conseillée à la ration quotidienne ; le tableau de dosage figure sur l’emballage. En cas de doute, consultez votre vétérinaire.',
      'À utiliser en cure de six à huit semaines, ou en continu pendant les périodes d’effort accru.',
    ],
    usps: ['Développé avec des vétérinaires', 'Ingrédients naturels', 'Facile à doser', 'Convient à un usage prolongé', 'Résultat visible'],
  },
  feed: {
    openings: [
      '{brand} {product} est une alimentation savoureuse et équilibrée pour les {animals}.',
      '{product} de {brand} est composé de matières premières soigneusement sélectionnées.',
      'Avec {product}, votre animal reçoit chaque jour les nutriments dont il a besoin.',
    ],
    body: [
      'Riche en fibres brutes pour une bonne digestion.',
      'Tamisé pour réduire la poussière, il laisse peu de restes.',
      'Avec vitamines et minéraux ajoutés.',
      'Sans sucres ajoutés ni colorants artificiels.',
      'La taille des granulés est adaptée au comportement alimentaire naturel.',
      'Convient à un usage quotidien, toute l’année.',
    ],
    usage: [
      'Donnez chaque jour une quantité fixe selon les conseils figurant sur l’emballage, avec de l’eau fraîche et, le cas échéant, du foin ou des légumes frais.',
      'Ne donnez pas plus que ce qui est mangé rapidement. Renouvelez la nourriture chaque jour et conservez l’emballage au sec.',
      'Répandez la nourriture dans un endroit sec ou dans une mangeoire silo et nettoyez régulièrement les points de nourrissage.',
    ],
    usps: [
      'Riche en fibres',
      'Peu poussiéreux',
      'Avec vitamines et minéraux',
      'Sans sucres ajoutés',
      'Très appétent',
      'Pour un usage quotidien',
    ],
  },
  mineral: {
    openings: [
      '{brand} {product} complète les minéraux de la ration des {animals}.',
      '{product} de {brand} assure un bon apport en sel et en minéraux.',
    ],
    body: [
      'Résistant aux intempéries, il convient aussi au pré ou à la volière extérieure.',
      'Sans sucres ajoutés.',
      'Votre animal prend lui-même ce dont il a besoin.',
      'Convient à un usage quotidien, toute l’année.',
      'Avec des oligo-éléments comme le zinc et le cuivre.',
      'Économique à l’usage.',
    ],
    usage: ['Proposez-le à volonté dans un endroit sec. Prévoyez toujours de l’eau fraîche.'],
    usps: ['Riche en minéraux', 'Résistant aux intempéries', 'Économique', 'Sans sucres ajoutés', 'Avec oligo-éléments', 'Toute l’année'],
  },
  toy: {
    openings: [
      '{product} de {brand} offre des heures de jeu.',
      'Avec {product}, vous incitez votre animal à bouger, chercher et jouer.',
      '{brand} {product} : un jouet solide pour les {animals} qui aiment l’action.',
    ],
    body: [
      'Fabriqué dans un matériau solide et non toxique.',
      'Stimule les instincts naturels de jeu et de chasse.',
      'Aide à prévenir l’ennui et les comportements destructeurs.',
      'Facile à nettoyer à l’eau chaude.',
      'Un joli cadeau pour tout animal de compagnie.',
      'Version {feature} pour encore plus de plaisir.',
    ],
    usage: [
      'Ne laissez pas votre animal jouer sans surveillance et remplacez le jouet dès qu’il est abîmé.',
      'Choisissez une taille adaptée à votre animal. Nettoyez régulièrement à l’eau tiède.',
    ],
    usps: ['Solide et durable', 'Matériau non toxique', 'Contre l’ennui', 'Facile à nettoyer', 'Encourage le mouvement'],
  },
  care: {
    openings: [
      '{brand} {product} garde votre animal propre, en bonne santé et à l’aise.',
      'Avec {product} de {brand}, vous soignez vos {animals} comme un professionnel.',
      '{product} simplifie les soins quotidiens des {animals}.',
    ],
    body: [
      'Doux pour la peau et le pelage, au pH neutre.',
      'Testé dermatologiquement.',
      'Version {feature}.',
      'Sans parabènes.',
      'Laisse un parfum frais et discret.',
      'Convient à un usage régulier.',
    ],
    usage: [
      'Agiter avant emploi. Appliquer selon les instructions de l’emballage et éviter le contact avec les yeux.',
      'Ne pas utiliser sur une peau abîmée. Tenir hors de portée des enfants.',
      'Utilisez la dose conseillée par litre d’eau et répétez le traitement après deux semaines si nécessaire.',
    ],
    usps: ['Testé dermatologiquement', 'Doux pour la peau et le pelage', 'Sans parabènes', 'Parfum frais', 'Pour un usage régulier'],
  },
  water: {
    openings: [
      '{brand} {product} aide à garder l’eau de l’aquarium ou du bassin propre et saine.',
      'Avec {product} de {brand}, vous surveillez la qualité de l’eau de vos {animals}.',
    ],
    body: [
      'Sans danger pour les poissons, les plantes et les bactéries utiles au bon dosage.',
      'Simple à utiliser, avec des instructions claires.',
      'Version {feature}.',
      'Convient à l’eau douce.',
      'Développé avec des aquariophiles expérimentés.',
      'Aide à prévenir les algues et l’eau trouble.',
    ],
    usage: [
      'Dosage et mode d’emploi figurent sur l’emballage. Agiter avant emploi et mesurer régulièrement les paramètres de l’eau.',
      'À utiliser lors de la mise en eau de l’aquarium et après chaque changement d’eau.',
      'Tenir hors de portée des enfants. Conserver au frais et à l’abri de la lumière.',
    ],
    usps: ['Sans danger pour poissons et plantes', 'Simple à utiliser', 'Pour l’eau douce', 'Économique', 'Eau claire'],
  },
  accessory: {
    openings: [
      '{product} de {brand} est pratique, solide et soigneusement fini.',
      'Avec {product}, vous avez un accessoire fiable pour tous les jours.',
    ],
    body: [
      'Fabriqué dans des matériaux durables et résistants.',
      'Facile à nettoyer.',
      'Version {feature}.',
      'Disponible en plusieurs tailles.',
      'Conçu avec des vétérinaires et des toiletteurs.',
    ],
    usage: [
      'Vérifiez régulièrement l’usure et remplacez si nécessaire. Nettoyer avec un chiffon humide.',
      'Mesurez votre animal avant de choisir une taille ; le guide des tailles figure sur la page du produit.',
    ],
    usps: ['Matériau durable', 'Facile à nettoyer', 'Plusieurs tailles', 'Design ergonomique'],
  },
  bed: {
    openings: [
      '{product} de {brand} est un endroit délicieux pour dormir et se détendre.',
      '{product} est un endroit doux, chaud et protégé pour votre animal.',
    ],
    body: [
      'La housse est amovible et lavable à 30 degrés.',
      'Avec un dessous antidérapant.',
      'Le tissu {feature} est doux et reste beau.',
      'Les bords surélevés soutiennent la tête et le cou.',
      'Convient à la maison comme en voiture.',
    ],
    usage: [
      'Secouer régulièrement et laver la housse à 30 degrés. Pas de sèche-linge.',
      'Choisissez une taille dans laquelle votre animal peut s’allonger de tout son long.',
    ],
    usps: ['Housse lavable', 'Dessous antidérapant', 'Extra doux', 'Soutient les articulations'],
  },
  equipment: {
    openings: [
      '{brand} {product} est robuste et simple à utiliser.',
      'Avec {product}, vous aménagez l’espace de vie de votre animal de façon pratique et sûre.',
    ],
    body: [
      'Se monte rapidement sans outils.',
      'Fabriqué dans des matériaux durables.',
      'Version {feature}.',
      'Facile à nettoyer.',
      'Notice de montage incluse.',
      'Garantie de deux ans.',
    ],
    usage: [
      'Suivez la notice de montage. Placez sur une surface stable et plane, à l’abri du plein soleil.',
      'Nettoyez régulièrement à l’eau tiède et au savon doux.',
    ],
    usps: ['Garantie de deux ans', 'Montage facile', 'Matériau durable', 'Facile à nettoyer'],
  },
  litter: {
    openings: [
      '{brand} {product} absorbe rapidement l’humidité et les odeurs.',
      '{product} de {brand} garde le bac frais et sec.',
      '{product} garde plus longtemps frais le bac des {animals}.',
    ],
    body: [
      'Très économique à l’usage.',
      'Peu poussiéreux, agréable pour l’animal comme pour son maître.',
      'Version {feature}.',
      'Biodégradable.',
      'Peut aller (en petite quantité) avec les déchets verts.',
    ],
    usage: [
      'Remplissez le bac d’une couche de 5 à 8 centimètres. Retirez chaque jour les agglomérats et complétez si nécessaire.',
      'Renouvelez entièrement la litière chaque semaine.',
    ],
    usps: ['Forte absorption des odeurs', 'Économique', 'Peu poussiéreux', 'Biodégradable'],
  },
  bedding: {
    openings: [
      '{brand} {product} est une litière douce et absorbante pour l’habitat des {animals}.',
      '{product} de {brand} garde la cage sèche et fraîche.',
      '{product} offre aux {animals} un sol doux et sec pour creuser et faire leur nid.',
    ],
    body: [
      'Absorbe vite l’humidité et neutralise les odeurs.',
      'Peu poussiéreux, agréable pour l’animal comme pour son maître.',
      'Version {feature}.',
      'Biodégradable.',
      'Peut aller (en petite quantité) avec les déchets verts.',
    ],
    usage: [
      'Répandez une couche de 3 à 5 centimètres dans la cage. Retirez chaque jour les parties humides et renouvelez la litière chaque semaine.',
      'Conserver au sec dans l’emballage fermé.',
    ],
    usps: ['Très absorbant', 'Économique', 'Peu poussiéreux', 'Biodégradable'],
  },
  substrate: {
    openings: ['{brand} {product} est un sol naturel pour l’aquarium.', '{product} de {brand} donne à l’aquarium un sol beau et stable.'],
    body: [
      'Couleur stable et sans arêtes vives.',
      'N’influence pas les paramètres de l’eau.',
      'Version {feature}.',
      'Convient aux aquariums plantés, avec un substrat nutritif.',
      'Les poissons de fond peuvent y fouiller sans danger.',
    ],
    usage: ['Rincez soigneusement le gravier ou le sable avant usage. Comptez une couche de 5 à 8 centimètres.'],
    usps: ['Couleur stable', 'Sans danger pour les poissons', 'Aspect naturel', 'Sans arêtes vives'],
  },
  decoration: {
    openings: [
      '{product} de {brand} rend l’aquarium plus naturel et offre une cachette aux poissons.',
      'Avec {product}, vous décorez l’aquarium avec goût.',
    ],
    body: [
      'Sans danger pour les poissons et les plantes.',
      'N’influence pas les paramètres de l’eau.',
      'Version {feature}.',
      'Sans arêtes vives.',
      'Facile à nettoyer avec une brosse douce.',
      'Se marie bien avec des plantes vivantes.',
    ],
    usage: ['Rincez à l’eau tiède avant usage, sans savon. Placez fermement sur le sol.'],
    usps: ['Sans danger pour les poissons', 'Aspect naturel', 'Cachette pour les poissons', 'N’influence pas l’eau', 'Facile à nettoyer'],
  },
  herb: {
    openings: [
      '{product} de {brand} est une variation saine et naturelle pour les {animals}.',
      '{product} est une gourmandise naturelle que les {animals} aiment renifler et grignoter.',
    ],
    body: [
      'Aide à régurgiter les boules de poils.',
      'Cultivé sans pesticides.',
      'Version {feature}.',
      'Idéal pour les chats d’intérieur sans jardin.',
    ],
    usage: ['Placez dans un endroit lumineux, hors du plein soleil, et gardez la terre légèrement humide.'],
    usps: ['Naturel', 'Sans pesticides', 'Bon pour la digestion'],
  },
  plant: {
    openings: [
      '{product} est une plante robuste et facile, même pour les débutants.',
      '{brand} {product} est cultivé dans des conditions contrôlées.',
    ],
    body: [
      'Sans escargots ni algues.',
      'Pousse bien avec peu de lumière.',
      'Version {feature}.',
      'Offre des cachettes et des espaces de jeu.',
    ],
    usage: ['Retirez l’emballage et plantez aussitôt. Gardez la plante humide jusqu’à la plantation.'],
    usps: ['Facile d’entretien', 'Sans escargots', 'Croissance vigoureuse'],
  },
  pos: {
    openings: [
      '{product} aide les animaleries à mettre les produits en valeur.',
      'Avec {product}, l’assortiment Toonbank se remarque tout de suite en magasin.',
    ],
    body: [
      'Réservé aux clients professionnels.',
      'Livré sans produits.',
      'Aux couleurs de Toonbank et des marques.',
      'Demandez les possibilités à votre représentant.',
    ],
    usage: ['Placez le matériel près de la caisse ou en tête de gondole. Remplacez le matériel saisonnier à la fin de l’action.'],
    usps: ['Offert avec les packs promotionnels', 'Aspect professionnel', 'Carton solide'],
  },
};

export const TEXTS_EN: Record<TextGroup, TextPool> = {
  dryFood: {
    openings: [
      '{brand} {product} is a complete food for {animals} that want to be well fed every day.',
      'With {product} from {brand} you give your pet a balanced meal with {flavourLower} as its main flavour.',
      '{product} is specially made for {animals} in the {stage} life stage.',
      'In {product}, {brand} combines highly digestible proteins with just enough fat for energy.',
      '{product}: crunchy kibble, a complete food for {animals} of every size.',
    ],
    body: [
      'The recipe contains no added artificial colours, flavours or flavour enhancers.',
      'Omega-3 and omega-6 fatty acids support healthy skin and a shiny coat.',
      'Prebiotic fibres (FOS and MOS) help keep the gut flora in balance.',
      'Even fussy eaters love the {flavourLower} flavour.',
      'Added glucosamine and chondroitin support supple joints.',
      'Most of the protein comes from animal sources.',
      'Made in the Netherlands, in a GMP+ certified factory.',
      'The crunchy kibble helps reduce plaque.',
      'A {size} bag is handy for keeping a supply at home.',
      'Vitamins and minerals work together for strong natural defences.',
    ],
    usage: [
      'Daily feeding guide depending on weight and activity: see the table on the pack. Split the daily portion into two meals and always provide fresh drinking water.',
      'Switch to this food over seven days by gradually mixing it with the current food. Always provide fresh drinking water.',
      'Store cool and dry, in the closed bag or in a food container. Use within six weeks of opening.',
      'Keep the pack cool, dry and well closed. Keep an eye on your pet’s weight and adjust the portion if needed.',
    ],
    usps: [
      'Complete food',
      'No artificial additives',
      'Rich in animal protein',
      'Highly digestible',
      'With omega-3 and omega-6',
      'Made in the Netherlands',
      'Also for sensitive stomachs',
      'Resealable bag',
    ],
  },
  wetFood: {
    openings: [
      '{brand} {product} is a complete wet food for {animals}, with juicy chunks and plenty of moisture.',
      'With {product} from {brand} you give your pet a tasty meal with {flavourLower} as its main flavour.',
      '{product} is specially made for {animals} in the {stage} life stage.',
      '{brand} makes {product} with fresh meat or fish and without grain.',
      '{product} is a tasty wet meal for {animals} of every size.',
    ],
    body: [
      'The recipe contains no added artificial colours, flavours or flavour enhancers.',
      'Omega-3 and omega-6 fatty acids support healthy skin and a shiny coat.',
      'The high moisture content helps your pet drink enough.',
      'Even fussy eaters love the {flavourLower} flavour.',
      'Delicious as a complete meal or mixed with dry food.',
      'Most of the protein comes from animal sources.',
      'Made with meat from animals fit for human consumption.',
      'Soft in texture, so also suitable for older pets.',
      'A {size} pack is handy for keeping a supply at home.',
      'Vitamins and minerals work together for strong natural defences.',
    ],
    usage: [
      'Daily feeding guide depending on weight and activity: see the table on the pack. Split the daily portion into two or more meals and always provide fresh drinking water.',
      'When combining with dry food, give half the recommended amount of each. Always provide fresh drinking water.',
      'Serve at room temperature. Once opened, keep covered in the fridge and use within 48 hours.',
      'Store unopened in a cool, dry place. Take an opened pack out of the fridge half an hour before feeding.',
    ],
    usps: [
      'Complete food',
      'No artificial additives',
      'Rich in animal protein',
      'Highly digestible',
      'With omega-3 and omega-6',
      'Made in the Netherlands',
      'Soft texture',
      'High in moisture',
    ],
  },
  snack: {
    openings: [
      '{product} from {brand} is a delicious reward for {animals}, between meals or during training.',
      'With {product} every moment together is just a little more fun.',
      '{brand} makes {product} with a high meat content and no sugar.',
    ],
    body: [
      'The treats are easy to break into smaller pieces.',
      'Slowly dried, so the natural taste is kept.',
      'Chewing helps reduce plaque and tartar.',
      'Ideal as a reward when teaching new commands.',
      'The {flavourLower} flavour makes it a real favourite.',
      'No added colours or preservatives.',
    ],
    usage: [
      'Give a few pieces a day at most, in addition to the normal diet. Allow for the extra energy in the daily portion and always provide fresh drinking water.',
      'Always supervise your pet with chews. Choose a size that suits your pet.',
      'Store dry and well closed. Use within four weeks of opening.',
    ],
    usps: ['High meat content', 'No added sugar', 'Ideal for training', 'Good for the teeth', 'Naturally dried', 'Resealable bag'],
  },
  supplement: {
    openings: [
      '{brand} {product} is a supplement that adds exactly what the daily diet of {animals} needs.',
      'With {product} you support your pet’s health the natural way.',
    ],
    body: [
      'The formula was developed with vets.',
      'Contains high-quality, well absorbed ingredients.',
      'Suitable for long-term use.',
      'Results usually show after four to six weeks.',
      'Tasty, so it mixes easily into the food.',
    ],
    usage: [
      'Mix the recommended dose into the daily food; the dosage table is on the pack. Ask your vet if in doubt.',
      'Use as a six- to eight-week course, or continuously in periods of extra strain.',
    ],
    usps: ['Developed with vets', 'Natural ingredients', 'Easy to dose', 'Suitable for long-term use', 'Visible results'],
  },
  feed: {
    openings: [
      '{brand} {product} is a tasty and balanced food for {animals}.',
      '{product} from {brand} is made from carefully selected ingredients.',
      'With {product} your pet gets the nutrients it needs every day.',
    ],
    body: [
      'Rich in crude fibre for healthy digestion.',
      'Sieved to be low in dust, so little is left over.',
      'With added vitamins and minerals.',
      'No added sugar or artificial colours.',
      'The pellet size suits natural feeding behaviour.',
      'Suitable for daily use, all year round.',
    ],
    usage: [
      'Give a fixed amount every day as advised on the pack, with fresh water and, where suitable, fresh hay or vegetables.',
      'Do not give more than is eaten quickly. Refresh the food daily and keep the pack dry.',
      'Scatter the food in a dry spot or in a feeder and clean feeding places regularly.',
    ],
    usps: ['Rich in fibre', 'Low in dust', 'With vitamins and minerals', 'No added sugar', 'Very palatable', 'For daily use'],
  },
  mineral: {
    openings: [
      '{brand} {product} tops up the minerals in the diet of {animals}.',
      '{product} from {brand} provides a good supply of salt and minerals.',
    ],
    body: [
      'Weatherproof, so also for the paddock or an outdoor aviary.',
      'No added sugar.',
      'Your animal takes what it needs by itself.',
      'Suitable for daily use, all year round.',
      'With trace elements such as zinc and copper.',
      'Economical in use.',
    ],
    usage: ['Offer freely in a dry spot. Always provide fresh drinking water.'],
    usps: ['Rich in minerals', 'Weatherproof', 'Economical', 'No added sugar', 'With trace elements', 'All year round'],
  },
  toy: {
    openings: [
      '{product} from {brand} gives hours of fun.',
      'With {product} you encourage your pet to move, search and play.',
      '{brand} {product}: a sturdy toy for {animals} who love action.',
    ],
    body: [
      'Made of strong, non-toxic material.',
      'Stimulates natural play and hunting instincts.',
      'Helps prevent boredom and destructive behaviour.',
      'Easy to clean with warm water.',
      'A lovely present for any pet.',
      'The {feature} version for even more fun.',
    ],
    usage: [
      'Do not leave your pet to play with toys unsupervised, and replace a toy as soon as it is damaged.',
      'Choose a size that suits your pet. Clean regularly with lukewarm water.',
    ],
    usps: ['Strong and durable', 'Non-toxic material', 'Against boredom', 'Easy to clean', 'Encourages exercise'],
  },
  care: {
    openings: [
      '{brand} {product} keeps your pet clean, healthy and comfortable.',
      'With {product} from {brand} you groom your {animals} like a professional.',
      '{product} makes the daily care of {animals} easy.',
    ],
    body: [
      'Mild for skin and coat, with a neutral pH.',
      'Dermatologically tested.',
      'The {feature} version.',
      'Paraben-free.',
      'Leaves a fresh, subtle scent.',
      'Suitable for regular use.',
    ],
    usage: [
      'Shake before use. Apply as instructed on the pack and avoid contact with the eyes.',
      'Do not use on damaged skin. Keep out of reach of children.',
      'Use the recommended dose per litre of water and repeat the treatment after two weeks if needed.',
    ],
    usps: ['Dermatologically tested', 'Mild for skin and coat', 'Paraben-free', 'Fresh scent', 'For regular use'],
  },
  water: {
    openings: [
      '{brand} {product} helps keep the water in an aquarium or pond clean and healthy.',
      'With {product} from {brand} you keep an eye on the water quality for your {animals}.',
    ],
    body: [
      'Safe for fish, plants and useful bacteria at the right dose.',
      'Easy to use, with clear instructions.',
      'The {feature} version.',
      'For fresh water.',
      'Developed with experienced fishkeepers.',
      'Helps prevent algae and cloudy water.',
    ],
    usage: [
      'Dosage and use are on the pack. Shake before use and test the water regularly.',
      'Use when setting up the aquarium and after every water change.',
      'Keep out of reach of children. Store in a cool, dark place.',
    ],
    usps: ['Safe for fish and plants', 'Easy to use', 'For fresh water', 'Economical', 'Clear water'],
  },
  accessory: {
    openings: [
      '{product} from {brand} is practical, sturdy and well finished.',
      'With {product} you have a reliable accessory for every day.',
    ],
    body: [
      'Made of durable materials that can take a knock.',
      'Easy to clean.',
      'The {feature} version.',
      'Available in several sizes.',
      'Designed with vets and groomers.',
    ],
    usage: [
      'Check regularly for wear and replace if needed. Clean with a damp cloth.',
      'Measure your pet before choosing a size; the size chart is on the product page.',
    ],
    usps: ['Durable material', 'Easy to clean', 'Several sizes', 'Ergonomic design'],
  },
  bed: {
    openings: [
      '{product} from {brand} is a lovely place to sleep and relax.',
      '{product} is a soft, warm and sheltered place for your pet.',
    ],
    body: [
      'The cover is removable and washable at 30 degrees.',
      'With a non-slip base.',
      'The {feature} fabric feels soft and stays nice.',
      'Raised edges support the head and neck.',
      'Suitable for indoors and in the car.',
    ],
    usage: [
      'Shake out regularly and wash the cover at 30 degrees. Do not tumble dry.',
      'Choose a size in which your pet can lie stretched out.',
    ],
    usps: ['Washable cover', 'Non-slip base', 'Extra soft', 'Supports the joints'],
  },
  equipment: {
    openings: [
      '{brand} {product} is solidly built and easy to use.',
      'With {product} you set up your pet’s home in a practical and safe way.',
    ],
    body: [
      'Quick to assemble without tools.',
      'Made of durable materials.',
      'The {feature} version.',
      'Easy to clean.',
      'Assembly instructions included.',
      'Two-year guarantee.',
    ],
    usage: [
      'Follow the assembly instructions. Place on a stable, level surface, out of full sun.',
      'Clean regularly with lukewarm water and a mild soap.',
    ],
    usps: ['Two-year guarantee', 'Easy assembly', 'Durable material', 'Easy to clean'],
  },
  litter: {
    openings: [
      '{brand} {product} absorbs moisture and odours quickly.',
      '{product} from {brand} keeps the tray fresh and dry.',
      '{product} keeps the tray of {animals} fresh for longer.',
    ],
    body: [
      'Very economical in use.',
      'Low in dust, so pleasant for pet and owner.',
      'The {feature} version.',
      'Biodegradable.',
      'Can go (in small amounts) with garden and food waste.',
    ],
    usage: [
      'Fill the tray with a layer of 5 to 8 centimetres. Remove clumps daily and top up where needed.',
      'Replace the litter completely every week.',
    ],
    usps: ['Strong odour control', 'Economical', 'Low in dust', 'Biodegradable'],
  },
  bedding: {
    openings: [
      '{brand} {product} is soft, absorbent bedding for the home of {animals}.',
      '{product} from {brand} keeps the hutch dry and fresh.',
      '{product} gives {animals} a soft, dry floor to dig and nest in.',
    ],
    body: [
      'Absorbs moisture quickly and binds odours.',
      'Low in dust, so pleasant for pet and owner.',
      'The {feature} version.',
      'Biodegradable.',
      'Can go (in small amounts) with garden and food waste.',
    ],
    usage: [
      'Spread a layer of 3 to 5 centimetres in the hutch. Remove wet patches daily and replace the bedding every week.',
      'Store dry in the closed pack.',
    ],
    usps: ['Highly absorbent', 'Economical', 'Low in dust', 'Biodegradable'],
  },
  substrate: {
    openings: [
      '{brand} {product} is a natural floor for the aquarium.',
      '{product} from {brand} gives the aquarium a beautiful, stable floor.',
    ],
    body: [
      'Colourfast and without sharp edges.',
      'Does not affect the water values.',
      'The {feature} version.',
      'Suitable for planted aquariums with a nutrient substrate.',
      'Bottom dwellers can safely dig in it.',
    ],
    usage: ['Rinse the gravel or sand thoroughly before use. Allow for a layer of 5 to 8 centimetres.'],
    usps: ['Colourfast', 'Safe for fish', 'Natural look', 'No sharp edges'],
  },
  decoration: {
    openings: [
      '{product} from {brand} makes the aquarium look more natural and gives fish a hiding place.',
      'With {product} you decorate the aquarium with atmosphere.',
    ],
    body: [
      'Safe for fish and plants.',
      'Does not affect the water values.',
      'The {feature} version.',
      'No sharp edges.',
      'Easy to clean with a soft brush.',
      'Looks great with live plants.',
    ],
    usage: ['Rinse with lukewarm water before use, without soap. Place firmly on the floor.'],
    usps: ['Safe for fish', 'Natural look', 'Hiding place for fish', 'Does not affect the water', 'Easy to clean'],
  },
  herb: {
    openings: [
      '{product} from {brand} is a healthy, natural change for {animals}.',
      '{product} is a natural treat that {animals} love to sniff and nibble.',
    ],
    body: ['Helps bring up hairballs.', 'Grown without pesticides.', 'The {feature} version.', 'Great for indoor cats without a garden.'],
    usage: ['Place in a light spot, out of full sun, and keep the soil slightly moist.'],
    usps: ['Natural', 'No pesticides', 'Good for digestion'],
  },
  plant: {
    openings: ['{product} is a strong, easy plant, also for beginners.', '{brand} {product} is grown under controlled conditions.'],
    body: ['Free of snails and algae.', 'Grows well in low light.', 'The {feature} version.', 'Provides places to hide and play.'],
    usage: ['Remove the packaging and plant straight away. Keep the plant moist until planting.'],
    usps: ['Easy to care for', 'Free of snails', 'Strong grower'],
  },
  pos: {
    openings: [
      '{product} helps pet shops present products so they stand out.',
      'With {product} the Toonbank range stands out in the shop at once.',
    ],
    body: [
      'For business customers only.',
      'Supplied without products.',
      'In the house style of Toonbank and its brands.',
      'Ask your representative about the options.',
    ],
    usage: ['Place the material at the till or at the end of a shelf. Replace seasonal material when the promotion ends.'],
    usps: ['Free with promotion packs', 'Professional look', 'Sturdy cardboard'],
  },
};
