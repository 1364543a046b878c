/** English texts of the corporate fonts links and the e-book (digital download) labels. */
export const SHOP_NOTES_EN = {
  corporateLink: 'Corporate fonts — redeem your access code',
  corporateTryNote: 'Licensing fonts for a whole company? Your company may have an access code.',
  digitalDownload: 'Digital download (PDF)',
  digitalDelivery: 'Delivered with your order as a PDF download: nothing is shipped.',
  digitalCartNote: 'Digital download (PDF), delivered with the order — no shipping',
} as const;
