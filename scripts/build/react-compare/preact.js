// `preact` for the React comparison build (npm run size:react): the same names on React 18.
import { Children, Component, Fragment, cloneElement, createContext, createElement, createRef, isValidElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

export { Component, Fragment, cloneElement, createContext, createElement, createRef, isValidElement };
export const h = createElement;
export const toChildArray = (children) => Children.toArray(children);
export const render = (vnode, parent) => createRoot(parent).render(vnode);
export const hydrate = (vnode, parent) => hydrateRoot(parent, vnode);
// preact-iso hooks Preact's internals through `options`; React has none, so its lazy routes and
// error boundaries would not work in this build. It is built to be measured, never run.
export const options = {};
