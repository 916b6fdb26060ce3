#include "CliCommon.h"
#include "Commands.h"

#include "core/CandidateJson.h"
#include "core/InputError.h"
#include "core/SessionFactory.h"

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
            auto engine = SessionFactory::resume(*path);
            std::ofstream file;
            if (!out->empty()) {
                file.open(*out);
                if (!file) throw InputError(*out, "--out", "cannot open for writing");
            }
            std::ostream& os = out->empty() ? std::cout : file;
            const Session& s = engine->session();
            for (const auto& c : s.candidates()) os << exportRecord(s, c).dump() << '\n';
            os.flush();
            if (!os) throw InputError(out->empty() ? "stdout" : *out, "--out", "write failed");
            if (!out->empty()) std::cerr << "wrote " << s.size() << " records to " << *out << "\n";
            return 0;
        }));
    });
}

} // namespace augur::cli
