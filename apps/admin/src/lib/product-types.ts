export interface ProductListItem {
  id: string;
  title: string;
  url: string;
  productType: string;
  digital: boolean;
  priceAmount: number;
  currency: string;
  salePriceAmount: number | null;
  saleStartsAt: string | null;
  saleEndsAt: string | null;
  stock: number;
  published: boolean;
}

export interface AdminProduct {
  id: string;
  title: string;
  url: string;
  productType: string;
  digital: boolean;
  currency: string;
  priceAmount: number;
  salePriceAmount: number | null;
  saleStartsAt: string | null;
  saleEndsAt: string | null;
  saleLowestPriorAmount: number | null;
  currentPriceAmount: number;
  body: string;
  /** Null: not published. */
  publishedAt: string | null;
  images: ProductImage[];
}

export interface ProductImage {
  key: string;
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface AdminVariant {
  id: string;
  label: string;
  stock: number;
  priceAmount: number | null;
  /** An order names it: it cannot be removed. */
  ordered: boolean;
}

export interface StockMovement {
  id: string;
  variantId: string;
  delta: number;
  stockAfter: number;
  kind: string;
  reason: string;
  staffEmail: string | null;
  orderId: string | null;
  at: string;
}

export interface ProductDetail {
  product: AdminProduct;
  variants: AdminVariant[];
  movements: StockMovement[];
  ebookFile: { fileName: string; contentType: string; byteSize: number } | null;
}

export interface DiscountCode {
  id: string;
  code: string;
  percent: number | null;
  amount: number | null;
  currency: string;
  fontsOnly: boolean;
  validFrom: string | null;
  validTo: string | null;
  maxUses: number | null;
  usedCount: number;
  disabledAt: string | null;
  createdAt: string;
}
