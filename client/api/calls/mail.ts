// The client functions of the mail calls. Stores import the ones they use; the rest are tree-shaken.
import * as rows from '../contract/mail';
import { caller } from '../http';

export const getMail2 = /*#__PURE__*/ caller(rows.getMail2);
export const getMailDetail = /*#__PURE__*/ caller(rows.getMailDetail);
export const receiveMail = /*#__PURE__*/ caller(rows.receiveMail);
export const delMail = /*#__PURE__*/ caller(rows.delMail);
