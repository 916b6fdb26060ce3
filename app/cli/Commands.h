#pragma once
#include <CLI/CLI.hpp>

namespace augur::cli {

/// `run`: a new session (replay of a dataset by default) with a JSON summary on stdout.
void addRunCommand(CLI::App& app);
/// `resume`: continues a session file after a stop or a crash.
void addResumeCommand(CLI::App& app);
/// `report`: the JSON (or text) summary of a session file, without running it.
void addReportCommand(CLI::App& app);
/// `export`: one JSON record per candidate (JSONL).
void addExportCommand(CLI::App& app);
/// bundle and recheck: reproducibility bundles (docs/measurement.md).
void addBundleCommands(CLI::App& app);

/// `devices`: the CUDA devices found through the run-time loaded driver (JSON).
void addDevicesCommand(CLI::App& app);

/// `cluster-check`: checks Slurm settings end to end (controller, partition, an
/// allocation, every worker's hello) and cancels what it started (JSON).
void addClusterCheckCommand(CLI::App& app);

/// `measure`: measures (or only compiles) candidates of a problem with the cuda backend.
void addMeasureCommand(CLI::App& app);

/// `add`: the engineer's own candidate, added to a session and measured at once.
void addAddCommand(CLI::App& app);

/// `show`: a candidate's source as it compiles, its launch plan, or a diff.
void addShowCommand(CLI::App& app);

/// `recover`: copies the readable part of a damaged session file to a new one.
void addRecoverCommand(CLI::App& app);

/// `diagnose`: the diagnoses of a session's measured candidates (text or JSON).
void addDiagnoseCommand(CLI::App& app);

/// `compare`: two candidates' measurements side by side, with deltas, ratios and the
/// diagnoses one has and the other has not (text or JSON).
void addCompareCommand(CLI::App& app);

void addEvalCommand(
    CLI::App& app); ///< `eval`: cross-validated surrogate evaluation on measured datasets (docs/evaluation.md)
/// Exit code set by the subcommand that ran (0 ok, 1 failure, 2 bad input).
int exitCode();
void setExitCode(int code);

} // namespace augur::cli
