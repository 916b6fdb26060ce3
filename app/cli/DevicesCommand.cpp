#include "CliCommon.h"
#include "Commands.h"

#include "gpu/driver/CudaDriver.h"

#include <nlohmann/json.hpp>

#include <iostream>

namespace augur::cli {

void addDevicesCommand(CLI::App& app) {
    auto* cmd = app.add_subcommand("devices", "List the CUDA devices the cuda backend would use (JSON)");
    cmd->callback([] {
        setExitCode(guarded([] {
            gpu::CudaDriver driver;
            nlohmann::json j{{"available", driver.available()}, {"driver_version", driver.driverVersion()}};
            if (!driver.available()) j["reason"] = driver.unavailableReason();
            j["devices"] = nlohmann::json::array();
            for (const auto& d : driver.devices())
                j["devices"].push_back({{"ordinal", d.ordinal},
                                        {"name", d.name},
                                        {"arch", d.arch()},
                                        {"multiprocessors", d.multiprocessors},
                                        {"memory_bytes", d.totalMemoryBytes},
                                        {"sm_clock_khz", d.clockKHz},
                                        {"memory_clock_khz", d.memoryClockKHz},
                                        {"memory_bus_bits", d.memoryBusWidthBits},
                                        {"l2_bytes", d.l2CacheBytes},
                                        {"shared_per_block_optin_bytes", d.maxSharedPerBlockOptinBytes},
                                        {"registers_per_sm", d.maxRegistersPerMultiprocessor},
                                        {"threads_per_sm", d.maxThreadsPerMultiprocessor}});
            std::cout << j.dump(2) << std::endl;
            return 0;
        }));
    });
}

} // namespace augur::cli
