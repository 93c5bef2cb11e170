/**
 * Merchandise (spec part 1, section 7, call 22): the creator's own products (create, edit,
 * image, active toggle, delete) and the storefront's side: a creator's active products and
 * ordering one.
 */
import type {
  MerchOrderReply,
  MerchOrderRequest,
  MerchProduct,
  MerchProductInput,
  MerchProductsReply,
} from '@contract/merch';
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { apiFetch } from './api-client';

type OrderReply = z.infer<typeof MerchOrderReply>;

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
    queryFn: () =>
      apiFetch<MerchProductsReply>('/api/merch/products').then((reply) => reply.products),
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
    mutationFn: ({ id, input }: { id: number | null; input: MerchProductInput }) =>
      apiFetch<{ product: MerchProduct }>(
        id === null ? '/api/merch/products' : `/api/merch/products/${id}`,
        { method: id === null ? 'POST' : 'PUT', json: input },
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
    mutationFn: ({ productId, file }: { productId: number; file: File }) => {
      const body = new FormData();
      body.append('file', file);
      return apiFetch<{ product: MerchProduct }>(`/api/merch/products/${productId}/image`, {
        method: 'POST',
        body,
      }).then((reply) => reply.product);
    },
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
      apiFetch<{ product?: MerchProduct }>(`/api/merch/products/${productId}/toggle`, {
        method: 'PUT',
        json: { is_active: isActive },
      }),
    onSuccess: (reply, { productId, isActive }) => {
      queryClient.setQueryData<MerchProduct[]>(merchKeys.mine(viewerId), (list) =>
        list?.map((product) =>
          product.id === productId
            ? (reply?.product ?? { ...product, is_active: isActive })
            : product,
        ),
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
      apiFetch(`/api/merch/products/${productId}`, { method: 'DELETE' }),
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
      apiFetch<MerchProductsReply>(`/api/users/${creatorId}/merch`).then((reply) => reply.products),
  });
}

export function useOrderMerch(creatorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, request }: { productId: number; request: MerchOrderRequest }) =>
      apiFetch<OrderReply>(`/api/merch/products/${productId}/order`, {
        method: 'POST',
        json: request,
      }),
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
