#include "CliCommon.h"
#include "Commands.h"

#include "core/model/CandidateJson.h"
#include "core/base/InputError.h"
#include "core/session/SessionFactory.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

namespace augur::cli {

void addExportCommand(CLI::App& app) {
    auto path = std::make_shared<std::string>();
    auto out = std::make_shared<std::string>();
    auto* cmd = app.add_subcommand("export", "Export a session as JSONL, one record per candidate");
    cmd->add_option("session", *path, "Session file")->required();
    cmd->add_option("-o,--out", *out, "Output file (default: stdout)");
    cmd->callback([path, out] {
        setExitCode(guarded([&] {
            auto engine = SessionFactory::resume(*path, false); // a reader: no lock
            std::ofstream file;
            if (!out->empty()) {
                // Never over the session itself (or any other file that is a session).
                std::error_code ec;
                if (std::filesystem::exists(*out, ec) &&
                    (std::filesystem::equivalent(*out, *path, ec) || std::filesystem::is_regular_file(*out, ec))) {
                    std::ifstream probe(*out, std::ios::binary);
                    char head[16] = {};
                    probe.read(head, sizeof head);
                    if (std::filesystem::equivalent(*out, *path, ec) || std::string(head, 15) == "SQLite format 3")
                        throw InputError(*out, "--out",
                                         "is a session file; export writes JSONL and never overwrites a session");
                }
                errno = 0;
                file.open(*out);
                if (!file)
                    throw InputError(*out, "--out",
                                     "cannot open for writing" +
                                         (errno ? " (" + std::string(std::strerror(errno)) + ")" : std::string()));
            }
            std::ostream& os = out->empty() ? std::cout : file;
            const Session& s = engine->session();
            for (const auto& c : s.candidates())
                os << exportRecord(s, c).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
            os.flush();
            if (!os) throw InputError(out->empty() ? "stdout" : *out, "--out", "write failed");
            if (!out->empty()) std::cerr << "wrote " << s.size() << " records to " << *out << "\n";
            return 0;
        }));
    });
}

} // namespace augur::cli
