/**
 * Merchandise (spec part 1, section 7, call 22): the creator's own products (create, edit,
 * image, active toggle, delete) and the storefront's side: a creator's active products and
 * ordering one.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { api, toFormData, unwrap } from './api-client';
import type { ApiBody, ApiReply } from './api-client';

export type MerchProduct = ApiReply<'get', '/api/merch/products'>['products'][number];
export type MerchProductBody = ApiBody<'post', '/api/merch/products'>;
export type MerchOrderBody = ApiBody<'post', '/api/merch/products/{id}/order'>;

export const merchKeys = {
  all: ['merch'] as const,
  mine: (viewerId: number | null) => ['merch', 'mine', viewerId] as const,
  creator: (creatorId: number) => ['merch', 'creator', creatorId] as const,
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
          body: request,
        }),
      ),
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
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: merchKeys.creator(creatorId) }),
  });
}
