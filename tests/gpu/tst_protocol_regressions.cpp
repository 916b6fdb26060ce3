// Worker lines the protocol fuzzer (tests/fuzz) found crashing the parent, replayed: each
// must now be a ProtocolError, never another exception.
#include "gpu/client/WorkerProcess.h"
#include "gpu/protocol/WorkerProtocol.h"

#include <QTest>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;

class TestProtocolRegressions : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void workerGetsNoSecrets() {
        // The worker compiles untrusted kernels: API keys and unknown variables stay behind.
        std::vector<std::string> parent{"PATH=/usr/bin",
                                        "OPENAI_API_KEY=sk-secret",
                                        "AUGUR_LLM_API_KEY=k2",
                                        "HOME=/home/u",
                                        "CUDA_VISIBLE_DEVICES=1",
                                        "AWS_SECRET_ACCESS_KEY=x",
                                        "LD_LIBRARY_PATH=/l",
                                        "AUGUR_FAKE_HOLD_AT=3",
                                        "MY_TOKEN=t",
                                        "NVIDIA_VISIBLE_DEVICES=all"};
        std::vector<char*> env;
        for (auto& e : parent) env.push_back(e.data());
        env.push_back(nullptr);
        const auto kept = augur::gpu::WorkerProcess::workerEnvironment(env.data());
        const std::vector<std::string> want{"PATH=/usr/bin",      "HOME=/home/u",         "CUDA_VISIBLE_DEVICES=1",
                                            "LD_LIBRARY_PATH=/l", "AUGUR_FAKE_HOLD_AT=3", "NVIDIA_VISIBLE_DEVICES=all"};
        QVERIFY(kept == want);
    }

    void replayCrashes() {
        const fs::path dir = fs::path(AUGUR_SOURCE_DIR) / "tests" / "fuzz" / "regressions" / "worker_protocol";
        int n = 0;
        for (const auto& e : fs::directory_iterator(dir)) {
            std::ifstream in(e.path(), std::ios::binary);
            std::stringstream ss;
            ss << in.rdbuf();
            const std::string line = ss.str();
            ++n;
            try {
                augur::gpu::decodeReply(line, 0, 7);
            } catch (const augur::gpu::ProtocolError&) {}
            try {
                augur::gpu::decodeHello(line, 0);
            } catch (const augur::gpu::ProtocolError&) {}
            try {
                augur::gpu::decodeRequest(line);
            } catch (const augur::gpu::ProtocolError&) {}
        }
        QVERIFY(n > 0);
    }
};

QTEST_APPLESS_MAIN(TestProtocolRegressions)
#include "tst_protocol_regressions.moc"
