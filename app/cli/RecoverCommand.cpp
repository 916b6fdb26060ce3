#include "CliCommon.h"
#include "Commands.h"

#include "core/base/InputError.h"
#include "core/session/SessionFactory.h"
#include "core/store/SessionRecovery.h"

#include <nlohmann/json.hpp>

#include <iostream>

namespace augur::cli {

namespace {
/// The error `body` throws, or "" when it succeeds.
template <typename F>
std::string failure(F body) {
    try {
        body();
        return {};
    } catch (const std::exception& e) {
        return e.what();
    }
}
} // namespace

void addRecoverCommand(CLI::App& app) {
    auto broken = std::make_shared<std::string>();
    auto target = std::make_shared<std::string>();
    auto* cmd = app.add_subcommand("recover", "Copy the readable part of a damaged session file to a new session file");
    cmd->add_option("session", *broken, "Damaged session file (read only, never changed)")->required();
    cmd->add_option("new-session", *target, "New session file to write")->required();
    cmd->callback([broken, target] {
        setExitCode(guarded([&] {
            const RecoveryReport r = recoverSession(*broken, *target);
            // The advice is what the new file can do here and now, checked the way resume and
            // report check it, never a guess.
            const std::string resumeError = failure([&] { SessionFactory::checkResumable(*target); });
            const std::string readError =
                resumeError.empty() ? std::string() : failure([&] { (void)SessionFactory::resume(*target, false); });
            nlohmann::json j{{"recovered", *target},
                             {"candidates", r.candidates},
                             {"log_lines", r.logLines},
                             {"resumable", resumeError.empty()},
                             {"readable", readError.empty()}};
            if (!r.stoppedAt.empty()) j["stopped_at"] = r.stoppedAt;
            if (!resumeError.empty()) j["resume_error"] = resumeError;
            if (!readError.empty()) j["read_error"] = readError;
            std::cout << j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << std::endl;
            std::string advice =
                "augur-cli: " + std::to_string(r.candidates) + " candidates recovered into " + *target + "; ";
            if (resumeError.empty())
                advice += "continue with 'augur-cli resume " + *target + "'";
            else if (readError.empty())
                advice += "it cannot be resumed here (" + resumeError + "); 'augur-cli report " + *target +
                    "' and 'augur-cli export " + *target + "' read what was recovered";
            else
                advice += "it can be neither resumed nor read here (" + readError +
                    "); once that is put right, 'augur-cli report " + *target + "' reads it";
            std::cerr << terminalSafe(advice, false) << "\n";
            return 0;
        }));
    });
}

} // namespace augur::cli
