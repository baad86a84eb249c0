import { ProtoHubPage } from '../../features/community/routes/proto-hub-page';
import { PrototypeGalleryLauncher } from '../../features/prototypes/components/prototype-gallery-launcher';

/** /proto-hub: the community's questions and answers, with the Prototype Gallery in the header (DESIGN.md §3). */
export function Component() {
  return <ProtoHubPage headerActions={<PrototypeGalleryLauncher />} />;
}
