import { Box } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';

/** SPEC §2 page shell: the page area and the containers for modals and slide-over panels. */
export function PageShell() {
  return (
    <>
      <Box id="kontor-page">
        <Outlet />
      </Box>
      <div id="kontor-modals" />
      <div id="kontor-panels" />
    </>
  );
}
