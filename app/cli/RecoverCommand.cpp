#include "CliCommon.h"
#include "Commands.h"

#include "core/store/SessionRecovery.h"

#include <nlohmann/json.hpp>

#include <iostream>

namespace augur::cli {

void addRecoverCommand(CLI::App& app) {
    auto broken = std::make_shared<std::string>();
    auto target = std::make_shared<std::string>();
    auto* cmd = app.add_subcommand("recover", "Copy the readable part of a damaged session file to a new session file");
    cmd->add_option("session", *broken, "Damaged session file (read only, never changed)")->required();
    cmd->add_option("new-session", *target, "New session file to write")->required();
    cmd->callback([broken, target] {
        setExitCode(guarded([&] {
            const RecoveryReport r = recoverSession(*broken, *target);
            nlohmann::json j{{"recovered", *target}, {"candidates", r.candidates}, {"log_lines", r.logLines}};
            if (!r.stoppedAt.empty()) j["stopped_at"] = r.stoppedAt;
            std::cout << j.dump(2) << std::endl;
            std::cerr << "augur-cli: " << r.candidates << " candidates recovered; continue with 'augur-cli resume "
                      << *target << "'\n";
            return 0;
        }));
    });
}

} // namespace augur::cli
