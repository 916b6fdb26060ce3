// Worker lines the protocol fuzzer (tests/fuzz) found crashing the parent, replayed: each
// must now be a ProtocolError, never another exception.
#include "gpu/WorkerProtocol.h"

#include <QTest>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;

class TestProtocolRegressions : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void replayCrashes() {
        const fs::path dir = fs::path(AUGUR_SOURCE_DIR) / "tests" / "fuzz" / "regressions" / "worker_protocol";
        int n = 0;
        for (const auto& e : fs::directory_iterator(dir)) {
            std::ifstream in(e.path(), std::ios::binary);
            std::stringstream ss;
            ss << in.rdbuf();
            const std::string line = ss.str();
            ++n;
            try { augur::gpu::decodeReply(line, 0, 7); } catch (const augur::gpu::ProtocolError&) {}
            try { augur::gpu::decodeHello(line, 0); } catch (const augur::gpu::ProtocolError&) {}
            try { augur::gpu::decodeRequest(line); } catch (const augur::gpu::ProtocolError&) {}
        }
        QVERIFY(n > 0);
    }
};

QTEST_APPLESS_MAIN(TestProtocolRegressions)
#include "tst_protocol_regressions.moc"
