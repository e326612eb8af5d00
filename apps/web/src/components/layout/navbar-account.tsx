import { NavLink } from 'react-router';

/**
 * The account end of the navbar. Signed out: the Sign in link. The identity feature replaces this
 * with /deshboard and 'Sing out' for signed-in users.
 */
export function NavbarAccount() {
  return (
    <NavLink to="/singin" className="btn btn-primary btn-sm">
      Sign in
    </NavLink>
  );
}
