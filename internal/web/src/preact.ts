// The vendored Preact (internal/web/vendor/preact), typed just enough.
// @ts-ignore: a plain ES module without types
import * as preact from "../vendor/preact/preact.module.js";

export type VNode = any;
export type Child = VNode | string | number | null | undefined | false | Child[];

export const h: (type: any, props: any, ...children: any[]) => VNode = preact.h;
export const Fragment: any = preact.Fragment;
export const render: (vnode: VNode, parent: Element) => void = preact.render;
