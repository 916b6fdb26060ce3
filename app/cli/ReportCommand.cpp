#include "CliCommon.h"
#include "Commands.h"

#include "core/bins/BinScheme.h"
#include "core/engine/RunSummary.h"
#include "core/session/SessionFactory.h"

#include <cstdio>
#include <iostream>

namespace augur::cli {

namespace {
void printText(const nlohmann::json& s) {
    auto num = [&](const char* k) { return s.contains(k) && s[k].is_number() ? s[k].get<double>() : 0.0; };
    std::printf("problem            %s\n", s.value("problem", "").c_str());
    std::printf("strategy           %s (seed %llu, threshold %.2f)\n", s.value("strategy", "").c_str(),
                static_cast<unsigned long long>(s.value("seed", 0ULL)), num("threshold"));
    std::printf("reference          %s\n                   %s\n", s.value("reference", "").c_str(),
                s.value("reference_note", "").c_str());
    std::printf("candidates         %d considered, %d measured (%d failed), %d accepted on forecast\n",
                s.value("candidates_considered", 0), s.value("measured", 0), s.value("failed", 0),
                s.value("accepted_on_forecast", 0));
    std::printf("best measured S    %.3f  %s\n", num("best_measured_speedup"),
                s["best_candidate"].is_string() ? s["best_candidate"].get<std::string>().c_str() : "-");
    if (s.contains("best_speedup_in_space"))
        std::printf("best S in space    %.3f  (recovered %.1f%%)\n", num("best_speedup_in_space"),
                    100.0 * num("fraction_recovered"));
    std::printf("discovery moments  %d\n", s.value("discovery_moments", 0));
    if (s.contains("brier"))
        std::printf("forecasts scored   %d: Brier %.3f, CRPS %.3f, exact %.2f, within-one %.2f\n",
                    s.value("forecasts_scored", 0), num("brier"), num("crps"), num("exact_bin_accuracy"),
                    num("within_one_accuracy"));
    std::printf("status             %s\n", s.value("stop_reason", "").c_str());
}
} // namespace

void addReportCommand(CLI::App& app) {
    auto path = std::make_shared<std::string>();
    auto format = std::make_shared<std::string>("json");
    auto* cmd = app.add_subcommand("report", "Summarise a session file (JSON or text)");
    cmd->add_option("session", *path, "Session file")->required();
    cmd->add_option("--format", *format, "Output format")->check(CLI::IsMember({"json", "text"}));
    cmd->callback([path, format] {
        setExitCode(guarded([&] {
            auto engine = SessionFactory::resume(*path, false); // a reader: no lock
            const auto* store = engine->store();
            std::string reason = store->meta("stop_reason");
            if (reason.empty()) reason = store->meta("status") == "running" ? "interrupted (resumable)" : "";
            double elapsed = 0.0;
            if (auto e = store->meta("elapsed_s"); !e.empty()) elapsed = std::stod(e);
            auto s = runSummary(engine->session(), &engine->backend(), reason, elapsed);
            s["session"] = *path;
            if (*format == "text")
                printText(s);
            else
                std::cout << s.dump(2) << std::endl;
            return 0;
        }));
    });
}

} // namespace augur::cli
