#include "CliCommon.h"
#include "Commands.h"

#include "core/base/InputError.h"
#include "core/bins/BinScheme.h"
#include "core/engine/RunSummary.h"
#include "core/model/MeasurementThroughput.h"
#include "core/session/SessionFactory.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>

namespace augur::cli {

namespace {
/// The text report quotes the session file (problem name, reference, stop reason): nothing
/// in it reaches the terminal as a control character. `cost`: MeasurementThroughput::describe().
void printText(const nlohmann::json& s, const std::string& cost) {
    auto str = [&](const char* k) {
        return terminalSafe(s.contains(k) && s[k].is_string() ? s[k].get<std::string>() : std::string(), false);
    };
    auto num = [&](const char* k) { return s.contains(k) && s[k].is_number() ? s[k].get<double>() : 0.0; };
    std::printf("problem            %s\n", str("problem").c_str());
    std::printf("strategy           %s (seed %llu, threshold %.2f)\n", str("strategy").c_str(),
                static_cast<unsigned long long>(s.value("seed", 0ULL)), num("threshold"));
    std::printf("reference          %s\n                   %s\n", str("reference").c_str(),
                str("reference_note").c_str());
    std::printf("candidates         %d considered, %d measured (%d failed), %d accepted on forecast\n",
                s.value("candidates_considered", 0), s.value("measured", 0), s.value("failed", 0),
                s.value("accepted_on_forecast", 0));
    std::printf("best measured S    %.3f  %s\n", num("best_measured_speedup"),
                s.contains("best_candidate") && s["best_candidate"].is_string() ? str("best_candidate").c_str() : "-");
    if (s.contains("best_speedup_in_space"))
        std::printf("best S in space    %.3f  (recovered %.1f%%)\n", num("best_speedup_in_space"),
                    100.0 * num("fraction_recovered"));
    if (s.contains("best_roofline_fraction"))
        std::printf("best of roofline   %.1f%%\n", 100.0 * num("best_roofline_fraction"));
    if (s.contains("vendor_baseline") && s["vendor_baseline"].is_object()) {
        const nlohmann::json& b = s["vendor_baseline"];
        const std::string library = terminalSafe(b.value("library", std::string()), false);
        if (b.value("timed", false))
            std::printf("vs %-15s best %.3fx the library (%s: %.4f ms, S %.3f over the reference)\n", library.c_str(),
                        b.value("best_over_library", 0.0), library.c_str(), b.value("library_ms", 0.0),
                        b.value("speedup_over_reference", 0.0));
        else
            std::printf("vs %-15s not timed: %s\n", library.c_str(),
                        terminalSafe(b.value("reason", std::string()), false).c_str());
    }
    std::printf("discovery moments  %d\n", s.value("discovery_moments", 0));
    if (s.contains("brier"))
        std::printf("forecasts scored   %d: Brier %.3f, CRPS %.3f, exact %.2f, within-one %.2f\n",
                    s.value("forecasts_scored", 0), num("brier"), num("crps"), num("exact_bin_accuracy"),
                    num("within_one_accuracy"));
    if (!cost.empty()) std::printf("measurement cost   %s\n", cost.c_str());
    std::printf("status             %s\n", str("stop_reason").c_str());
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
            if (auto e = store->meta("elapsed_s"); !e.empty()) {
                char* end = nullptr;
                elapsed = std::strtod(e.c_str(), &end);
                if (end == e.c_str() || *end != '\0' || !std::isfinite(elapsed) || elapsed < 0)
                    throw InputError(*path, "meta.elapsed_s", "not a non-negative number");
            }
            auto s = runSummary(engine->session(), &engine->backend(), reason, elapsed);
            s["session"] = *path;
            if (*format == "text")
                printText(s, MeasurementThroughput::of(engine->session().candidates()).describe());
            else
                std::cout << s.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << std::endl;
            return 0;
        }));
    });
}

} // namespace augur::cli
