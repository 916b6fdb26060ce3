// augur-cli: the headless front end. Runs, resumes, reports and exports sessions with
// the same engine the GUI uses, and no Qt at all.
#include "CliCommon.h"
#include "Commands.h"

#include "gpu/client/CudaBackend.h"
#include "gpu/slurm/SlurmBackend.h"

#include <iostream>

#include <CLI/CLI.hpp>

int main(int argc, char** argv) {
    augur::gpu::CudaBackend::registerWithSessions();
    // The cluster's events (allocations submitted, pending, lost) go to stderr beside the
    // progress lines.
    augur::gpu::SlurmBackend::registerWithSessions([](const std::string& line) {
        if (augur::cli::clusterEventsShown()) std::cerr << line << std::endl;
    });
    CLI::App app{"Augur: GPU kernel optimisation with selective surrogates (headless)", "augur-cli"};
    app.set_version_flag("--version", std::string("augur-cli ") + AUGUR_VERSION);
    app.require_subcommand(1);
    augur::cli::addRunCommand(app);
    augur::cli::addResumeCommand(app);
    augur::cli::addReportCommand(app);
    augur::cli::addExportCommand(app);
    augur::cli::addBundleCommands(app);
    augur::cli::addDevicesCommand(app);
    augur::cli::addMeasureCommand(app);
    augur::cli::addClusterCheckCommand(app);
    augur::cli::addEvalCommand(app);
    augur::cli::addRecoverCommand(app);
    augur::cli::addDiagnoseCommand(app);
    augur::cli::addCompareCommand(app);
    augur::cli::addAddCommand(app);
    augur::cli::addShowCommand(app);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        // Usage errors are bad input too: exit code 2 with a one-line message.
        if (e.get_exit_code() == 0) return app.exit(e);
        std::cerr << "augur-cli: error: " << augur::cli::terminalSafe(e.what(), false) << "\n";
        return 2;
    }
    return augur::cli::exitCode();
}
