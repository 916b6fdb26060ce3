#include "CliCommon.h"
#include "Commands.h"
#include "SlurmOptions.h"

#include "core/model/Problem.h"
#include "gpu/slurm/SlurmBackend.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <csignal>
#include <iostream>

namespace augur::cli {

void addClusterCheckCommand(CLI::App& app) {
    auto slurm = std::make_shared<SlurmOptions>();
    auto quiet = std::make_shared<bool>(false);
    auto* cmd = app.add_subcommand(
        "cluster-check",
        "Check Slurm settings end to end: controller, partition, an allocation and every worker's hello (JSON)");
    addSlurmOptions(cmd, slurm);
    cmd->add_flag("-q,--quiet", *quiet, "No cluster events on stderr");
    cmd->callback([slurm, quiet] {
        setExitCode(guarded([&] {
            gpu::SlurmBackendOptions o;
            o.settings = slurm->resolve();
            // Ctrl-C or a dropped terminal while the allocation pends: cancel it, then exit.
            for (int sig : {SIGINT, SIGTERM, SIGHUP}) std::signal(sig, [](int) { gpu::SlurmLauncher::interruptAll(); });
            if (!*quiet) o.onEvent = [](const std::string& line) { std::cerr << line << std::endl; };
            const auto t0 = std::chrono::steady_clock::now();
            const Problem none; // no measurement: the workers only start and say hello
            nlohmann::json j;
            {
                gpu::SlurmBackend backend(none, o);
                j["ok"] = true;
                j["settings"] = o.settings.toJson();
                j["workers"] = nlohmann::json::array();
                for (const auto& hello : backend.devices()) {
                    nlohmann::json w{{"gpu", hello.value("name", std::string())}};
                    if (hello.contains("host")) w["host"] = hello["host"];
                    j["workers"].push_back(std::move(w));
                }
                j["ready_after_s"] = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
                j["cluster"] = backend.clusterActivity()->snapshot().toJson();
            } // the allocations are cancelled here
            std::cout << j.dump(2) << std::endl;
            return 0;
        }));
    });
}

} // namespace augur::cli
