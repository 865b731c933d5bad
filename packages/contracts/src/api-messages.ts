/**
 * The API's own messages in Bahasa Malaysia (issue 16): what a refusal says to a request that asks for Malay
 * (`Accept-Language: ms`). The English constants (`CART_MESSAGES`, ...) stay the source and what the spec and the
 * tests pin; each message has a stable key, `group.name` (`cart.notInCart`), and its Malay here. The API's error
 * handler finds the key of a refusal's message (`apiMessageKey`) and answers in the request's language
 * (`apiMessageIn`). A message made from values (a function) has no key: its refusal carries its Malay itself
 * (AppError's `inLanguage`).
 */
import { ACCOUNT_SECURITY_MESSAGES } from './account.js';
import { ADMIN_MESSAGES } from './admin-common.js';
import { UNFINISHED_PROFILE_MESSAGES } from './admin-unfinished-profiles.js';
import { AUTH_MESSAGES, PROFILE_MESSAGES } from './auth.js';
import { BOARD_COMMENT_MESSAGES, BOARD_COMMENT_MESSAGES_MS } from './board-comments.js';
import { BOARD_SHARING_MESSAGES, BOARD_SHARING_MESSAGES_MS } from './board-sharing.js';
import { BRAND_CATALOGUE_MESSAGES, BRAND_CATALOGUE_MESSAGES_MS } from './brand-catalogue.js';
import { BRAND_FULFILMENT_MESSAGES, BRAND_FULFILMENT_MESSAGES_MS } from './brand-fulfilment.js';
import { BRAND_INSIGHTS_MESSAGES, BRAND_INSIGHTS_MESSAGES_MS } from './brand-insights.js';
import { BRAND_MESSAGES, BRAND_MESSAGES_MS } from './brand-portal.js';
import { CART_MESSAGES } from './cart.js';
import { CHECKOUT_MESSAGES } from './checkout.js';
import { EMAIL_MESSAGES, TEXT_MESSAGES } from './common.js';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from './contact.js';
import { INVOICE_MESSAGES, INVOICE_MESSAGES_MS } from './invoices.js';
import { LIMIT_MESSAGES, tryAgainIn } from './limits.js';
import type { Locale } from './locales.js';
import { ORDER_MESSAGES } from './orders.js';
import { ORGANIZATION_MESSAGES } from './organizations.js';
import { PARTNER_APPLICATION_MESSAGES, PARTNER_APPLICATION_MESSAGES_MS } from './partner-applications.js';
import { PHONE_MAX_LENGTH, PHONE_MESSAGES } from './phone.js';
import { PROJECT_MESSAGES } from './projects.js';
import { REFUND_MESSAGES, REFUND_MESSAGES_MS } from './refunds.js';
import { SAMPLE_REQUEST_MESSAGES } from './requests.js';
import { SAMPLE_DOCUMENT_MESSAGES } from './sample-documents.js';
import { UPLOAD_MESSAGES } from './uploads.js';
import { ACCOUNT_MESSAGES, USER_MESSAGES } from './users.js';
import { setMessageLookup } from './validation-messages.js';

type Messages = Readonly<Record<string, unknown>>;
/** The Malay of a group's messages that are text (a message made from values has none here). */
type Malay<T extends Messages> = Partial<{ [K in keyof T as T[K] extends string ? K : never]: string }>;

const group = <T extends Messages>(english: T, malay: Malay<T>) => ({
  english,
  malay: malay as Record<string, string>,
});

/**
 * Refusals the API's services and platform write in place rather than as a contract's constant (`notFound('User')`,
 * the session guard's); the same words here, so they have a key and a Malay too.
 */
export const API_OWN_MESSAGES = {
  notSignedIn: 'Not signed in',
  invalidToken: 'Invalid token',
  forbidden: 'Forbidden',
  userNotFound: 'User not found',
  fileNotFound: 'File not found',
  pageSettingsNotFound: 'Page settings not found',
  emailTaken: 'An account with this email already exists',
  linkInvalid: 'This link is invalid or has expired',
  documentListedTwice: 'Each document may be listed only once',
} as const;

/** Every group of the API's messages, by the name its keys start with. */
export const API_MESSAGE_GROUPS = {
  api: group(API_OWN_MESSAGES, {
    notSignedIn: 'Anda belum log masuk',
    invalidToken: 'Sesi anda tidak sah. Sila log masuk semula.',
    forbidden: 'Anda tidak dibenarkan berbuat demikian',
    userNotFound: 'Pengguna tidak dijumpai',
    fileNotFound: 'Fail tidak dijumpai',
    pageSettingsNotFound: 'Tetapan halaman tidak dijumpai',
    emailTaken: 'Akaun dengan alamat e-mel ini sudah wujud',
    linkInvalid: 'Pautan ini tidak sah atau telah tamat tempoh',
    documentListedTwice: 'Setiap dokumen hanya boleh disenaraikan sekali',
  }),
  email: group(EMAIL_MESSAGES, {
    required: 'Sila masukkan alamat e-mel anda',
    invalid: 'Sila masukkan alamat e-mel yang sah',
  }),
  text: group(TEXT_MESSAGES, {
    notAllowed: 'Mengandungi aksara yang tidak dibenarkan',
    notAllowedInName: 'Nama sifat mengandungi aksara yang tidak dibenarkan',
  }),
  phone: group(PHONE_MESSAGES, {
    invalid: 'Sila masukkan nombor telefon Malaysia yang sah, cth. 012-345 6789 atau 03-2161 1234',
    tooLong: `Nombor telefon tidak melebihi ${PHONE_MAX_LENGTH} aksara`,
    invalidWithExtension: 'Sila masukkan nombor telefon Malaysia, cth. 012-345 6789 atau 03-2141 8888 samb. 123',
  }),
  auth: group(AUTH_MESSAGES, {
    invalidCredentials: 'E-mel atau kata laluan tidak sah',
    verifyEmail: 'Sila sahkan alamat e-mel anda untuk meneruskan.',
    completeProfile: 'Sila lengkapkan profil anda.',
    unauthorizedRole: 'Peranan tidak dibenarkan',
    tokenExpired: 'Sesi anda telah tamat. Sila log masuk semula.',
    notApproved: 'Akaun belum diluluskan',
    invalidCode: 'Kod pengesahan tidak sah',
    codeRejected: 'Kod itu salah atau telah tamat tempoh. Semak e-mel terkini anda atau hantar kod baharu.',
    codeLength: 'Sila masukkan kod pengesahan 6 aksara',
    passwordLength: 'Kata laluan mestilah antara 8 hingga 25 aksara',
    passwordTooShort: 'Kata laluan mestilah sekurang-kurangnya 8 aksara',
    passwordTooLong: 'Kata laluan tidak boleh melebihi 25 aksara',
    emailRequired: 'Alamat e-mel diperlukan',
    emailInvalid: 'Alamat e-mel tidak sah',
    resetTokenMissing: 'Token tetapan semula tiada',
    resetTokenInvalid:
      'Pautan tetapan semula kata laluan ini tidak sah atau telah tamat tempoh. Sila minta pautan baharu.',
    nameRequired: 'Sila masukkan nama penuh anda',
    nameTooLong: 'Nama mestilah tidak melebihi 100 aksara',
    passwordRequired: 'Kata laluan diperlukan',
    notYourAccount: 'Anda hanya boleh bertindak ke atas akaun anda sendiri',
    requiredFields: 'Sila isi semua medan yang wajib',
    requiredDocuments: 'Sila muat naik semua dokumen yang wajib:',
    graduationYear: 'Tahun tamat pengajian mestilah tepat 4 digit',
    userTypeLocked: 'Jenis akaun tidak boleh diubah selepas kelulusan',
  }),
  profile: group(PROFILE_MESSAGES, {
    state: 'Sila pilih negeri di Malaysia daripada senarai',
    city: 'Sila pilih bandar bagi negeri yang dipilih daripada senarai',
    cityNeedsState: 'Sila pilih negeri dahulu, kemudian bandarnya',
    postcode: 'Sila pilih poskod bagi bandar yang dipilih daripada senarai',
    postcodeFormat: 'Poskod mestilah 5 digit',
    postcodeNeedsCity: 'Sila pilih bandar dahulu, kemudian poskodnya',
    country: 'Kami menghantar sampel di dalam Malaysia sahaja: negara mestilah Malaysia',
    businessType: 'Sila pilih Sdn. Bhd. atau Enterprise sebagai jenis perniagaan',
  }),
  accountSecurity: group(ACCOUNT_SECURITY_MESSAGES, {
    currentPasswordRequired: 'Sila masukkan kata laluan semasa anda',
    currentPasswordWrong: 'Kata laluan semasa anda tidak betul',
    newPasswordSame: 'Pilih kata laluan baharu yang berbeza daripada kata laluan semasa',
    passwordsDoNotMatch: 'Kata laluan anda tidak sepadan',
  }),
  user: group(USER_MESSAGES, {
    adminOnlyFields: 'Hanya pentadbir boleh mengubah peranan, isApproved atau isPremium',
    notYourAccount: 'Anda hanya boleh membaca atau mengubah akaun anda sendiri',
    rejectionReasonRequired: 'Sebab penolakan diperlukan apabila menolak akaun',
    organizationNotYours: 'Anda hanya boleh memautkan organisasi yang anda cipta atau sertai',
    ownRole: 'Pentadbir tidak boleh mengubah peranan sendiri',
    hasOrders: 'Akaun ini mempunyai pesanan dan tidak boleh dipadam',
  }),
  account: group(ACCOUNT_MESSAGES, {
    preferencesEmpty: 'Pilih sekurang-kurangnya satu pilihan e-mel untuk diubah',
  }),
  organization: group(ORGANIZATION_MESSAGES, {
    notFound: 'Organisasi tidak dijumpai',
    forbidden: 'Anda tidak mempunyai akses kepada organisasi ini',
    brandNeedsAdmin: 'Hanya pentadbir boleh mencipta atau mengubah jenama',
    alreadyInOrganization: 'Anda sudah menyertai organisasi. Kemas kini organisasi itu.',
    hasSamples: 'Jenama ini masih mempunyai sampel. Keluarkan sampelnya sebelum memadamnya.',
    stateNotFound: 'Negeri tidak dijumpai',
    cityNotFound: 'Bandar tidak dijumpai',
    cityNotInState: 'Bandar ini bukan dalam negeri yang dipilih',
    postcodeNotInCity: 'Poskod ini bukan dalam bandar yang dipilih',
    imageNotUploaded: 'Muat naik imej dahulu: kunci ini bukan imej yang anda muat naik',
    phone: 'Sila masukkan nombor telefon Malaysia yang sah, cth. 012-345 6789 atau 03-2161 1234',
    ssm: 'Sila masukkan nombor pendaftaran SSM yang sah, cth. 202301012345 atau 1234567-X',
    email: 'Sila masukkan alamat e-mel yang sah',
    postcode: 'Poskod mestilah 5 digit',
    billingRequired: 'Sila tambah alamat pengebilan',
    website: 'Laman web mestilah alamat http(s)',
    buyerKind:
      'Sila pilih untuk siapa anda membuat pesanan: syarikat (Designer, Architect, Contractor, Developer atau Other) atau diri sendiri (Individual)',
    individualHasNoSsm:
      'Pembeli individu tidak mempunyai nombor SSM. Pilih "Saya membeli untuk syarikat" untuk membuat pesanan dengan syarikat berdaftar.',
  }),
  cart: group(CART_MESSAGES, {
    notApproved: 'Akaun belum diluluskan',
    noOrganization: 'Tambah maklumat syarikat anda sebelum menambah sampel ke troli.',
    sampleNotFound: 'Sampel tidak dijumpai',
    notInCart: 'Sampel itu tiada dalam troli anda',
  }),
  checkout: group(CHECKOUT_MESSAGES, {
    cartNotFound: 'Troli tidak dijumpai',
    emptyCart: 'Troli anda kosong',
    amountMismatch: 'Harga telah berubah. Muat semula troli anda dan cuba lagi.',
    expressForPremiumOnly: 'Penghantaran ekspres untuk ahli Premium sahaja',
    noShippingAddress: 'Tambah alamat penghantaran pada syarikat anda sebelum pembayaran.',
    idempotencyKeyReused: 'Idempotency-Key ini telah digunakan untuk pembayaran yang lain',
    paymentFailed: 'Ralat berlaku semasa memproses bayaran anda. Sila cuba lagi.',
    paymentNotFound: 'Bayaran tidak dijumpai',
    cardDeclined: 'Kad anda ditolak.',
    notTestCard: 'Kad anda ditolak. Permintaan anda dalam mod ujian, tetapi menggunakan kad yang bukan kad ujian.',
    invalidCardNumber: 'Nombor kad anda tidak sah.',
    cardExpired: 'Kad anda telah tamat tempoh.',
    bankDeclined: 'Bank anda tidak meluluskan bayaran ini. Pilih bank anda semula atau bayar dengan kad.',
    notAtBank: 'Bayaran ini tidak menunggu bank anda. Muat semula halaman untuk melihat statusnya.',
    authenticationFailed:
      'Kami tidak dapat mengesahkan kaedah bayaran anda. Sila pilih kaedah bayaran lain dan cuba lagi.',
    alreadyPaid: 'Bayaran ini telah berjaya.',
    notAwaitingAuthentication: 'Bayaran ini tidak menunggu pengesahan.',
    awaitingAuthentication:
      'Bayaran ini menunggu pengesahan anda dengan bank. Muat semula halaman untuk melengkapkan langkah pengesahan.',
    paymentInProgress: 'Bayaran ini sedang diproses. Semak Pesanan saya sebentar lagi.',
    paymentCanceled:
      'Pembayaran ini telah dibatalkan, jadi ia tidak boleh dibayar lagi. Sampelnya kembali ke troli anda.',
    testProcessorOff: 'Kad ujian tidak diterima di sini.',
    paymentsUnavailable:
      'Bayaran kad tidak tersedia sekarang, jadi pesanan anda tidak dibuat. Troli anda disimpan; sila cuba lagi nanti.',
    earlierCheckoutBeingPaid:
      'Pembayaran anda yang terdahulu sedang dibayar sekarang. Semak Pesanan saya sebentar lagi sebelum memulakan yang lain.',
    checkoutNotFound: 'Pembayaran tidak dijumpai',
    cancelledCheckoutReplayed:
      'Pembayaran ini telah dibatalkan. Teruskan ke pembayaran sekali lagi untuk pesanan baharu.',
    cannotCancelPaid:
      'Pembayaran ini telah dibayar, jadi ia tidak boleh dibatalkan di sini. Anda akan menemuinya di Pesanan saya.',
    cannotCancelBeingPaid:
      'Pembayaran ini sedang dibayar sekarang, jadi ia tidak boleh dibatalkan. Semak Pesanan saya sebentar lagi.',
    cannotCancelCancelled: 'Pembayaran ini telah dibatalkan. Sampelnya kembali ke troli anda.',
    cannotCancelNotAwaitingPayment: 'Pesanan ini tidak menunggu bayaran, jadi tiada pembayaran untuk dibatalkan.',
  }),
  order: group(ORDER_MESSAGES, {
    notFound: 'Pesanan tidak dijumpai',
    shipmentDetailsRequired: 'Pesanan dalam penghantaran memerlukan syarikat penghantaran dan nombor penjejakan',
    cancelReasonType: 'Sila tulis sebab sebagai teks',
    cancelReasonTooLong: 'Sila pastikan sebab kurang daripada 500 aksara',
  }),
  brand: group(BRAND_MESSAGES, BRAND_MESSAGES_MS),
  brandCatalogue: group(BRAND_CATALOGUE_MESSAGES, BRAND_CATALOGUE_MESSAGES_MS),
  brandInsights: group(BRAND_INSIGHTS_MESSAGES, BRAND_INSIGHTS_MESSAGES_MS),
  partnerApplication: group(PARTNER_APPLICATION_MESSAGES, PARTNER_APPLICATION_MESSAGES_MS),
  brandFulfilment: group(BRAND_FULFILMENT_MESSAGES, BRAND_FULFILMENT_MESSAGES_MS),
  boardComment: group(BOARD_COMMENT_MESSAGES, BOARD_COMMENT_MESSAGES_MS),
  invoice: group(INVOICE_MESSAGES, INVOICE_MESSAGES_MS),
  refund: group(REFUND_MESSAGES, REFUND_MESSAGES_MS),
  boardSharing: group(BOARD_SHARING_MESSAGES, BOARD_SHARING_MESSAGES_MS),
  project: group(PROJECT_MESSAGES, {
    projectNotFound: 'Projek tidak dijumpai',
    boardNotFound: 'Papan tidak dijumpai',
    sampleNotFound: 'Sampel tidak dijumpai',
    sampleNotOnBoard: 'Sampel tiada pada papan ini',
    memberNotFound: 'Ahli tidak dijumpai',
    projectNameRequired: 'Nama projek diperlukan',
    projectTypeRequired: 'Jenis projek diperlukan',
    projectValueInvalid: 'Nilai projek mestilah nombor sekurang-kurangnya 0 dengan paling banyak 2 tempat perpuluhan',
    boardNameRequired: 'Nama papan diperlukan',
    nothingToUpdate: 'Berikan sekurang-kurangnya satu daripada nama, jenis projek atau nilai projek',
    ownProjectsOnly: 'Anda hanya boleh melihat projek anda sendiri',
    ownInvitationsOnly: 'Anda hanya boleh melihat jemputan anda sendiri',
    projectOwnerOnly: 'Hanya pemilik projek boleh mengubah atau memadam projek',
    addBoardDenied: 'Tiada kebenaran: Anda tidak dibenarkan menambah papan pada projek ini.',
    editBoardDenied: 'Tiada kebenaran: Anda tidak dibenarkan menyunting papan ini.',
    addSampleDenied: 'Tiada kebenaran: Anda tidak dibenarkan menambah sampel pada papan ini.',
    removeSampleDenied: 'Tiada kebenaran: Anda tidak dibenarkan mengeluarkan sampel daripada papan ini.',
    inviteDenied: 'Tiada kebenaran: Anda tidak dibenarkan menjemput ahli ke papan ini.',
    manageMembersDenied: 'Hanya pemilik papan boleh mengubah atau mengeluarkan ahli',
    ownerMemberLocked: 'Pemilik papan tidak boleh diubah atau dikeluarkan',
    roleInvalid: 'Peranan mestilah pemerhati atau penyunting',
    emailRequired: 'Sila masukkan alamat e-mel',
    emailInvalid: 'Sila masukkan alamat e-mel yang sah',
    alreadyMember: 'Pengguna ini sudah menjadi ahli papan ini',
    alreadyProjectMember: 'Pengguna ini sudah berkongsi setiap papan projek ini',
    inviteProjectDenied:
      'Tiada kebenaran: Hanya pemilik projek atau penyunting seluruh projek boleh berkongsi setiap papannya.',
    invitationNotFound: 'Jemputan tidak dijumpai atau telah tamat tempoh',
    invitationExpired: 'Jemputan telah tamat tempoh',
    invitationAlreadyAccepted: 'Jemputan telah diterima',
    invitationAlreadyRejected: 'Jemputan telah ditolak',
    wrongInvitee: 'Jemputan ini untuk alamat e-mel yang lain',
    emailNotVerified: 'Sila sahkan alamat e-mel anda sebelum menjawab jemputan',
    invitationNotPending: 'Jemputan ini telah dijawab atau ditarik balik',
    invitationRevoked: 'Jemputan ditarik balik',
    projectMemberRemoved: 'Dikeluarkan daripada setiap papan projek',
    invitationResendLimit: 'Jemputan ini telah dihantar 3 kali hari ini',
  }),
  sampleRequest: group(SAMPLE_REQUEST_MESSAGES, {
    failed: 'Permintaan sampel tidak dapat dihantar',
    notFound: 'Permintaan sampel tidak dijumpai',
  }),
  upload: group(UPLOAD_MESSAGES, {
    fileType: 'Sila muat naik fail PDF, JPEG, JPG atau PNG sahaja',
    imageType: 'Sila muat naik imej JPEG, JPG, PNG atau WebP sahaja',
    fileSize: 'Saiz fail mestilah kurang daripada 10MB',
    contentMismatch:
      'Kandungan fail tidak sepadan dengan jenisnya. Sila muat naik fail PDF, JPEG atau PNG yang sebenar.',
    linkInvalid: 'Pautan muat naik ini tidak sah atau telah tamat tempoh',
    linkUsed: 'Pautan muat naik ini telah digunakan',
    notUploaded: 'Fail tidak dimuat naik. Sila muat naik semula.',
    notYourFile: 'Anda hanya boleh mengeluarkan dokumen anda sendiri',
  }),
  sampleDocument: group(SAMPLE_DOCUMENT_MESSAGES, {
    sampleNotFound: 'Sampel tidak dijumpai',
    documentNotFound: 'Dokumen tidak dijumpai',
    noFile: 'Sila pilih fail untuk dimuat naik',
    pdfOnly: 'Helaian data, panduan dan sijil mestilah fail PDF',
    cadOnly: 'Fail CAD mestilah lukisan DWG atau DXF',
    bimOnly: 'Fail BIM mestilah model IFC atau RVT',
    contentMismatch: 'Kandungan fail tidak sepadan dengan jenisnya. Sila muat naik fail yang sebenar.',
    pdfTooLarge: 'Dokumen PDF mestilah tidak melebihi 10 MB',
    modelTooLarge: 'Fail CAD dan BIM mestilah tidak melebihi 25 MB',
    tooMany: 'Satu sampel boleh mempunyai paling banyak 20 dokumen; padam satu dahulu',
    kindDoesNotFit: 'Fail ini tidak boleh menjadi jenis dokumen itu',
    orderMismatch: 'Senaraikan setiap dokumen sampel tepat sekali',
    deleted: 'Dokumen dipadam',
  }),
  contact: group(CONTACT_MESSAGES, {
    failed: 'Berlaku ralat. Sila cuba lagi atau gunakan sembang untuk bantuan.',
    firstNameRequired: 'Sila masukkan nama pertama anda',
    lastNameRequired: 'Sila masukkan nama akhir anda',
    inquiryType: 'Sila pilih jenis pertanyaan daripada senarai',
    firstNameTooLong: `Nama pertama mestilah tidak melebihi ${CONTACT_LIMITS.name} aksara`,
    lastNameTooLong: `Nama akhir mestilah tidak melebihi ${CONTACT_LIMITS.name} aksara`,
    commentsTooLong: `Komen mestilah tidak melebihi ${CONTACT_LIMITS.comments} aksara`,
    subjectRequired: 'Sila berikan subjek untuk mesej ini',
    messageRequired: 'Sila tulis mesej',
    messageTooLong: 'Mesej terlalu panjang; sila pastikan kurang daripada 20,000 aksara',
  }),
  admin: group(ADMIN_MESSAGES, {
    skuExists: 'SKU sudah wujud',
    sampleNotFound: 'Sampel tidak dijumpai',
    sampleInOrders: 'Sampel ini sebahagian daripada pesanan dan tidak boleh dipadam; tetapkan stoknya kepada 0',
    sampleHeld: 'Pereka menyimpan sampel ini pada papan atau senarai hajat mereka: hentikannya dan bukan memadamnya',
    cannotPublish: 'Sampel ini belum boleh diterbitkan: tambah apa yang kurang',
    publishedNeedsImage:
      'Sampel yang diterbitkan mesti mempunyai sekurang-kurangnya satu imej. Tarik balik ke draf dahulu.',
    draftNotDiscontinued: 'Draf tidak pernah dijual, jadi tidak boleh dihentikan. Padamkannya.',
    sameStatus: 'Sampel sudah mempunyai status ini',
    needsImage: 'Tambah sekurang-kurangnya satu imej',
    needsCategory: 'Pilih kategori',
    needsDescription: 'Tulis penerangan',
    needsColour: 'Berikan kod warna',
    notAColourFamily: 'Pilih keluarga warna daripada senarai',
    brandNotFound: 'Jenama tidak dijumpai',
    categoryNotFound: 'Kategori tidak dijumpai',
    parentNotFound: 'Kategori induk tidak dijumpai',
    categoryIntoItself: 'Kategori tidak boleh dipindahkan ke bawah dirinya sendiri atau subkategorinya',
    categoryHasSamples: 'Kategori ini masih mempunyai sampel; pindahkan sampelnya ke kategori lain dahulu',
    categoryHasChildren: 'Kategori ini masih mempunyai subkategori; pindahkan atau padamnya dahulu',
    categoryNameTaken: 'Kategori dengan nama ini sudah wujud pada peringkat ini',
    imageNotUploaded: 'Imej tidak dimuat naik di sini',
    importInvalid: 'Sesetengah baris mempunyai ralat; tiada apa-apa yang diimport',
    importEmpty: 'Fail tidak mempunyai baris untuk diimport',
    leadDays: 'maxLeadDays mestilah sekurang-kurangnya minLeadDays',
    requestNotFound: 'Permintaan sampel tidak dijumpai',
    inquiryNotFound: 'Pertanyaan tidak dijumpai',
    nothingToChange: 'Hantar sekurang-kurangnya satu medan untuk diubah',
  }),
  unfinishedProfile: group(UNFINISHED_PROFILE_MESSAGES, {
    notFound: 'Akaun tidak dijumpai',
    alreadyFinished: 'Akaun ini telah melengkapkan profilnya, jadi tiada apa-apa untuk diingatkan.',
    tooNew:
      'Akaun ini berusia kurang daripada sehari. Beri masa sehari untuk melengkapkan profilnya sendiri sebelum mengingatkannya.',
  }),
  limit: group(LIMIT_MESSAGES, {
    registrations: 'Beberapa akaun telah dicipta dari rangkaian anda dalam sejam yang lalu',
    authMails: 'Kami telah menghantar beberapa e-mel untuk permintaan dari rangkaian anda dalam sejam yang lalu',
    contactMessages: 'Terima kasih, kami telah menerima mesej anda sebelum ini',
    invitations: 'Anda telah menghantar banyak jemputan dalam sejam yang lalu',
    sampleRequests: 'Anda telah menghantar banyak permintaan sampel hari ini',
    sampleViews: 'Banyak halaman dibuka dari rangkaian anda dalam sejam yang lalu',
  }),
} as const;

/**
 * The Malay of the messages made from values (a sample's name, a wait), as the same functions: a refusal made with
 * the English one carries this one's words (`new AppError(code, CART_MESSAGES.outOfStock(name), { inLanguage: { ms:
 * MESSAGES_MADE_IN_MALAY.outOfStock(name) } })`). A wait comes in words of its language (`tryAgainIn(seconds, 'ms')`).
 */
export const MESSAGES_MADE_IN_MALAY = {
  outOfStock: (name: string) => `${name} kehabisan stok`,
  noLongerAvailable: (name: string) => `${name} tidak lagi tersedia`,
  notEnoughStock: (name: string, stock: number) => `Hanya tinggal ${stock} unit ${name} dalam stok`,
  openFreeRequest: (name: string) =>
    `Anda sudah mempunyai permintaan terbuka untuk ${name}. Anda boleh memintanya semula selepas ia dihantar atau dibatalkan.`,
  freeUnitsLimit: (name: string, max: number) =>
    `Anda boleh meminta sehingga ${max} unit ${name} pada satu masa. Kurangkan kuantiti dan cuba lagi.`,
  tooManyWrongPasswords: (wait: string) => `Terlalu banyak kata laluan yang salah. Sila cuba lagi ${wait}.`,
  tooManyChanges: (wait: string) =>
    `Anda telah menukar kata laluan beberapa kali dalam sejam yang lalu. Sila cuba lagi ${wait}.`,
  accountLocked: (minutes: number) =>
    `Terlalu banyak percubaan log masuk yang gagal untuk akaun ini. Cuba lagi ${tryAgainIn(minutes * 60, 'ms')}, atau tetapkan semula kata laluan anda.`,
  /** why a buyer's cancel is refused, by the order's status (ORDER_MESSAGES.cannotCancel) */
  cannotCancel: (status: string) =>
    ({
      'awaiting-payment':
        'Pesanan ini sedang menunggu bayaran. Batalkan pembayaran dari Pesanan saya, dan sampelnya kembali ke troli anda.',
      processing:
        'Hanya pesanan yang belum selesai boleh dibatalkan, dan pasukan kami sedang menyediakan pesanan ini. Sila hubungi kami jika anda perlu menghentikannya.',
      'in-transit':
        'Hanya pesanan yang belum selesai boleh dibatalkan, dan pesanan ini sedang dalam penghantaran kepada anda.',
      delivered: 'Hanya pesanan yang belum selesai boleh dibatalkan, dan pesanan ini telah dihantar.',
      cancelled: 'Pesanan ini telah dibatalkan.',
    })[status] ??
    'Hanya pesanan yang belum selesai boleh dibatalkan. Sila hubungi kami jika anda perlu mengubah pesanan ini.',
} as const;

export type ApiMessageGroup = keyof typeof API_MESSAGE_GROUPS;

// each English text's key; a text two groups share ("Sample not found") keeps the first group's key, and both say
// the same in Malay
const keyOfText = new Map<string, string>();
for (const [name, { english }] of Object.entries(API_MESSAGE_GROUPS)) {
  for (const [key, text] of Object.entries(english)) {
    if (typeof text === 'string' && !keyOfText.has(text)) keyOfText.set(text, `${name}.${key}`);
  }
}

/** The stable key (`cart.notInCart`) of one of the API's own messages, given as its English constant. */
export function apiMessageKey(message: string): string | undefined {
  return keyOfText.get(message);
}

/** The message with `key` in `locale`, or undefined when it has none in that language. */
export function apiMessageIn(key: string, locale: Locale): string | undefined {
  const dot = key.indexOf('.');
  const found = API_MESSAGE_GROUPS[key.slice(0, dot) as ApiMessageGroup];
  if (!found) return undefined;
  const name = key.slice(dot + 1);
  const english = (found.english as Record<string, unknown>)[name];
  if (locale === 'en') return typeof english === 'string' ? english : undefined;
  // a message that is another group's (CONTACT_MESSAGES.phone is PHONE_MESSAGES.invalidWithExtension) says its Malay
  const shared = typeof english === 'string' ? keyOfText.get(english) : undefined;
  return found.malay[name] ?? (shared && shared !== key ? apiMessageIn(shared, locale) : undefined);
}

/** One of the API's messages (its English constant) in `locale`; as it is when it has no translation. */
export function translateApiMessage(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const key = apiMessageKey(message);
  return (key && apiMessageIn(key, locale)) ?? message;
}

// schemas' own words (`saidByKey`) are found here
setMessageLookup(apiMessageIn);
