import { OkReply } from '../../../contract/auth';
import { ErrorReply } from '../../../contract/errors';
import { PictureUploadForm } from '../../../contract/uploads';
import { MerchLimits } from '../../../contract/limits';
import {
  MerchOrderReply,
  MerchOrderRequest,
  MerchProductInput,
  MerchProductReply,
  MerchProductsReply,
  MerchToggleInput,
} from '../../../contract/merch';
import { IdParams, UserIdParams } from '../../../contract/pagination';
import { CheckoutRedirect } from '../../../contract/payments';
import type { ServiceContext } from '../../context';
import { access } from '../../platform/access/access-rules';
import { requireActor } from '../../platform/access/require-actor';
import type { ApiApp } from '../../platform/http/api-app';
import { refusingUnreadUploads } from '../../platform/media/picture-http';
import { errorReplies } from '../../platform/http/error-replies';
import { binaryReply } from '../../platform/http/openapi';
import { pictureUpload, sendPicture } from '../../platform/media/picture-http';
import { PICTURE_CONTENT_TYPE } from '../../platform/media/pictures';
import {
  createProduct,
  deleteProduct,
  editProduct,
  openProductImage,
  orderProduct,
  ownProducts,
  publicProducts,
  replaceProductImage,
  setProductActive,
} from './merch.service';

const errors = errorReplies(400, 401, 403, 404, 409);
const tags = ['merch'];
const merchManagement = access.sellerPremium('Merchandise Store Management');

export async function merchRoutes(app: ApiApp, ctx: ServiceContext) {
  app.get(
    '/api/merch/products',
    {
      config: { access: merchManagement },
      schema: {
        tags,
        summary: 'Your products with their variants',
        response: { 200: MerchProductsReply, ...errors },
      },
    },
    async (request) => ({ products: await ownProducts(ctx, requireActor(request)) }),
  );

  app.post(
    '/api/merch/products',
    {
      config: { access: merchManagement },
      schema: {
        tags,
        summary: 'Add a product',
        body: MerchProductInput,
        response: { 201: MerchProductReply, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ product: await createProduct(ctx, requireActor(request), request.body) }),
  );

  app.put(
    '/api/merch/products/:id',
    {
      config: { access: merchManagement },
      schema: {
        tags,
        summary: 'Edit a product and its variants',
        params: IdParams,
        body: MerchProductInput,
        response: { 200: MerchProductReply, ...errors },
      },
    },
    async (request) => ({
      product: await editProduct(ctx, requireActor(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/api/merch/products/:id/toggle',
    {
      config: { access: merchManagement },
      schema: {
        tags,
        summary: 'Show or hide a product on the storefront',
        params: IdParams,
        body: MerchToggleInput,
        response: { 200: MerchProductReply, ...errors },
      },
    },
    async (request) => ({
      product: await setProductActive(
        ctx,
        requireActor(request),
        request.params.id,
        request.body.is_active,
      ),
    }),
  );

  app.delete(
    '/api/merch/products/:id',
    {
      config: { access: merchManagement },
      schema: {
        tags,
        summary: 'Delete a product that was never ordered',
        params: IdParams,
        response: { 200: OkReply, ...errors },
      },
    },
    async (request) => {
      await deleteProduct(ctx, requireActor(request), request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/merch/products/:id/image',
    {
      config: { access: merchManagement },
      schema: {
        tags,
        summary:
          'Upload the product image: a JPEG, PNG, WebP or GIF in the multipart field `file` (counts in your storage quota)',
        consumes: ['multipart/form-data'],
        multipartBody: PictureUploadForm,
        params: IdParams,
        response: { 200: MerchProductReply, 413: ErrorReply, 429: ErrorReply, ...errors },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      return refusingUnreadUploads(reply, async () => {
        const upload = await pictureUpload(
          request,
          MerchLimits.maxImageBytes,
          'Choose an image file to upload',
        );
        return {
          product: await replaceProductImage(ctx, actor, request.params.id, upload),
        };
      });
    },
  );

  app.get(
    '/api/merch/products/:id/image',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'The product image as WebP',
        params: IdParams,
        response: {
          200: binaryReply(PICTURE_CONTENT_TYPE, 'The product image'),
          ...errorReplies(400, 404),
        },
      },
    },
    async (request, reply) => sendPicture(reply, await openProductImage(ctx, request.params.id)),
  );

  app.get(
    '/api/users/:userId/merch',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "A creator's active products with stock",
        params: UserIdParams,
        response: { 200: MerchProductsReply, ...errors },
      },
    },
    async (request) => ({ products: await publicProducts(ctx, request.params.userId) }),
  );

  app.post(
    '/api/merch/products/:id/order',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Buy a product',
        params: IdParams,
        body: MerchOrderRequest,
        response: { 201: MerchOrderReply, 202: CheckoutRedirect, ...errors },
      },
    },
    async (request, reply) => {
      const result = await orderProduct(
        ctx,
        requireActor(request),
        request.params.id,
        request.body,
      );
      return result.checkout_url !== undefined
        ? reply.status(202).send({ checkout_url: result.checkout_url })
        : reply.status(201).send(result);
    },
  );
}
