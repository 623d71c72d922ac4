// `preact/hooks` for the React comparison build: React's hooks of the same names.
export { useContext, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState, useCallback } from 'react';
