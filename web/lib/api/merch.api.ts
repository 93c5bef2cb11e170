/**
 * Merchandise (spec part 1, section 7, call 22): the creator's own products (create, edit,
 * image, active toggle, delete) and the storefront's side: a creator's active products and
 * ordering one.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { api, toFormData, unwrap } from './api-client';
import type { ApiBody, ApiReply } from './api-client';
import { paidOrRedirect, returnPath } from './checkout-redirect';

export type MerchProduct = ApiReply<'get', '/api/merch/products'>['products'][number];
export type MerchProductBody = ApiBody<'post', '/api/merch/products'>;
export type MerchOrderBody = ApiBody<'post', '/api/merch/products/{id}/order'>;

export const merchKeys = {
  all: ['merch'] as const,
  mine: (viewerId: number | null) => ['merch', 'mine', viewerId] as const,
  creator: (creatorId: number) => ['merch', 'creator', creatorId] as const,
  orders: (viewerId: number | null, status: string | null) =>
    ['merch', 'orders', viewerId, status] as const,
  lastAddress: (viewerId: number | null) => ['merch', 'last-address', viewerId] as const,
};

function useViewerId(): number | null {
  return useAuth().user?.id ?? null;
}

/** Every unit in stock across the product's variants. */
export function stockTotal(product: Pick<MerchProduct, 'variants'>): number {
  return product.variants.reduce((sum, variant) => sum + Math.max(0, variant.inventory_count), 0);
}

export function useMyProducts() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: merchKeys.mine(viewerId),
    queryFn: () => unwrap(api.GET('/api/merch/products')).then((reply) => reply.products),
    enabled: viewerId !== null,
  });
}

function replaceProduct(list: MerchProduct[] | undefined, product: MerchProduct) {
  if (!list) return list;
  return list.some((existing) => existing.id === product.id)
    ? list.map((existing) => (existing.id === product.id ? product : existing))
    : [product, ...list];
}

/** Creates a product (no id) or saves an edit (PUT with the same body). */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: MerchProductBody }) =>
      unwrap(
        id === null
          ? api.POST('/api/merch/products', { body: input })
          : api.PUT('/api/merch/products/{id}', { params: { path: { id } }, body: input }),
      ).then((reply) => reply.product),
    onSuccess: (product) => {
      queryClient.setQueryData<MerchProduct[]>(merchKeys.mine(viewerId), (list) =>
        replaceProduct(list, product),
      );
      void queryClient.invalidateQueries({ queryKey: merchKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['monetize'] });
    },
  });
}

export function useUploadProductImage() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: ({ productId, file }: { productId: number; file: File }) =>
      unwrap(
        api.POST('/api/merch/products/{id}/image', {
          params: { path: { id: productId } },
          body: { file },
          bodySerializer: toFormData,
        }),
      ).then((reply) => reply.product),
    onSuccess: (product) => {
      queryClient.setQueryData<MerchProduct[]>(merchKeys.mine(viewerId), (list) =>
        replaceProduct(list, product),
      );
      void queryClient.invalidateQueries({ queryKey: merchKeys.all });
    },
  });
}

export function useToggleProduct() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: ({ productId, isActive }: { productId: number; isActive: boolean }) =>
      unwrap(
        api.PUT('/api/merch/products/{id}/toggle', {
          params: { path: { id: productId } },
          body: { is_active: isActive },
        }),
      ),
    onSuccess: ({ product }) => {
      queryClient.setQueryData<MerchProduct[]>(merchKeys.mine(viewerId), (list) =>
        replaceProduct(list, product),
      );
      void queryClient.invalidateQueries({ queryKey: merchKeys.all });
    },
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: (productId: number) =>
      unwrap(api.DELETE('/api/merch/products/{id}', { params: { path: { id: productId } } })),
    onSuccess: (_reply, productId) => {
      queryClient.setQueryData<MerchProduct[]>(merchKeys.mine(viewerId), (list) =>
        list?.filter((product) => product.id !== productId),
      );
      void queryClient.invalidateQueries({ queryKey: merchKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['monetize'] });
    },
  });
}

/** A creator's active products, as their storefront shows them. */
export function useCreatorProducts(creatorId: number) {
  return useQuery({
    queryKey: merchKeys.creator(creatorId),
    queryFn: () =>
      unwrap(
        api.GET('/api/users/{userId}/merch', { params: { path: { userId: creatorId } } }),
      ).then((reply) => reply.products),
  });
}

export function useOrderMerch(creatorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, request }: { productId: number; request: MerchOrderBody }) =>
      unwrap(
        api.POST('/api/merch/products/{id}/order', {
          params: { path: { id: productId } },
          body: { ...request, return_path: returnPath() },
        }),
      ).then(paidOrRedirect),
    onSuccess: (reply) => {
      // The stock left is the server's; show it at once, then refresh the rest.
      queryClient.setQueryData<MerchProduct[]>(merchKeys.creator(creatorId), (list) =>
        list?.map((product) =>
          product.id === reply.order.product_id
            ? {
                ...product,
                variants: product.variants.map((variant) =>
                  variant.id === reply.order.variant_id
                    ? { ...variant, inventory_count: reply.inventory_count }
                    : variant,
                ),
              }
            : product,
        ),
      );
      void queryClient.invalidateQueries({ queryKey: merchKeys.creator(creatorId) });
      void queryClient.invalidateQueries({ queryKey: ['merch', 'last-address'] });
      void queryClient.invalidateQueries({ queryKey: ['purchases'] });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: merchKeys.creator(creatorId) }),
  });
}

export type CreatorOrder = ApiReply<'get', '/api/merch/orders'>['orders'][number];
export type MerchOrderStatus = CreatorOrder['status'];
export type ShippingAddress = NonNullable<CreatorOrder['shipping_address']>;

/** The creator's orders, a page at a time, optionally of one status. */
export function useCreatorOrders(status: MerchOrderStatus | null) {
  const viewerId = useViewerId();
  return useInfiniteQuery({
    queryKey: merchKeys.orders(viewerId, status),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/merch/orders', {
          params: { query: { cursor: pageParam ?? undefined, status: status ?? undefined } },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled: viewerId !== null,
  });
}

/** Puts a changed order into every page that holds it, then refreshes the lists. */
function useOrderChanged() {
  const queryClient = useQueryClient();
  return (order: CreatorOrder) => {
    queryClient.setQueriesData<InfiniteData<{ orders: CreatorOrder[]; nextCursor: string | null }>>(
      { queryKey: ['merch', 'orders'] },
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            orders: page.orders.map((existing) => (existing.id === order.id ? order : existing)),
          })),
        },
    );
    void queryClient.invalidateQueries({ queryKey: ['merch', 'orders'] });
    void queryClient.invalidateQueries({ queryKey: merchKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['monetize'] });
  };
}

export function useShipOrder() {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: ({ orderId, trackingNote }: { orderId: number; trackingNote: string }) =>
      unwrap(
        api.POST('/api/merch/orders/{id}/ship', {
          params: { path: { id: orderId } },
          body: { tracking_note: trackingNote },
        }),
      ).then((reply) => reply.order),
    onSuccess: changed,
  });
}

export function useRefundOrder() {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: (orderId: number) =>
      unwrap(api.POST('/api/merch/orders/{id}/refund', { params: { path: { id: orderId } } })).then(
        (reply) => reply.order,
      ),
    onSuccess: changed,
  });
}

/** Where the signed-in buyer's last order shipped (null before any), to fill in checkout. */
export function useLastShippingAddress(enabled: boolean) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: merchKeys.lastAddress(viewerId),
    queryFn: () =>
      unwrap(api.GET('/api/merch/shipping-address')).then((reply) => reply.shipping_address),
    enabled: enabled && viewerId !== null,
    staleTime: 5 * 60_000,
  });
}
