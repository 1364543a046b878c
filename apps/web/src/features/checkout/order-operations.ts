import { graphql } from '../../lib/graphql/graphql.ts';

/** The order page's view of an order (readable with its hash or by its owner). */
export const ReadOrderQuery = graphql(`
  query ReadOrder($orderID: ID!, $hash: String) {
    readOrder(orderID: $orderID, hash: $hash) {
      id
      hash
      created
      status
      type
      email
      isGift
      canDownload
      invoiceUrl
      licenseUrl
      paymentUrl
      paymentError
      shippingTrackUrl
      subTotalPrice { amount currency }
      discountPrice { amount currency }
      shippingPrice { amount currency }
      vatPrice { amount currency }
      totalPrice { amount currency }
      clubPoints
      items {
        kind
        title
        quantity
        price { amount currency }
        license { id title licenseName licenseEmail licenseIndex options { name title value valueTitle } }
        encodings { id title }
        selectionIndex
      }
      invoiceAddress { name organization address city zip country state vatNumber email }
      deliveryAddress { name organization address city zip country state }
    }
  }
`);

/** A paid order gets its invoice number and documents, once; other orders come back as they are. */
export const FinalizeOrderMutation = graphql(`
  mutation FinalizeOrder($orderID: ID!, $hash: String!) {
    finalizeOrder(orderID: $orderID, hash: $hash) {
      id
      status
      invoiceUrl
      licenseUrl
      canDownload
    }
  }
`);

export const CreateDownloadInfoMutation = graphql(`
  mutation CreateDownloadInfo($orderID: ID, $hash: String, $familyID: ID, $type: String!) {
    createDownloadInfo(orderID: $orderID, hash: $hash, familyID: $familyID, type: $type) {
      id
      hash
      status
      file
    }
  }
`);

export const ReadDownloadInfoQuery = graphql(`
  query ReadDownloadInfo($id: ID!, $hash: String!) {
    readDownloadInfo(id: $id, hash: $hash) {
      id
      hash
      status
      file
    }
  }
`);
