#include "engine/BenchPositions.h"

#include <array>

namespace shogi::engine {

namespace {

constexpr VariantKind S = VariantKind::Standard;
constexpr VariantKind G = VariantKind::Gorogoro;
constexpr VariantKind M = VariantKind::Minishogi;

constexpr std::array positions = {
    BenchPosition{S, "startpos", ""},
    BenchPosition{S, "startpos", "7g7f 3c3d 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b 2e2d 2c2d 2h2d"},
    BenchPosition{S, "startpos", "7g7f 8c8d 7i6h 3c3d 6h7g 7a6b 5g5f 5c5d 3i4h 3a4b 4i5h 4a3b 6g6f"},
    BenchPosition{S, "startpos", "2g2f 3c3d 7g7f 4c4d 3i4h 3a3b 5i6h 5a4b 6h7h 4b3a 5g5f 8b4b 4i5h"},
    BenchPosition{S, "startpos",
                  "7g7f 3c3d 6g6f 8c8d 2h6h 8d8e 8h7g 7a6b 5i4h 5a4b 4h3h 4b3b 3h2h 6a5b 3i3h 9c9d"},
    BenchPosition{S, "startpos",
                  "7g7f 8c8d 2g2f 8d8e 8h7g 3c3d 7i8h 4a3b 3i4h 3a4b 6i7h 4b3c 5i6h 7a6b 4g4f 5a4a 4h4g 6c6d "
                  "6g6f 6b6c"},
    BenchPosition{S, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
                  "7g7f 3c3d 8h2b+ 3a2b B*4e"},
    BenchPosition{S, "l7l/3sgkg2/4lsn2/p1P1p2pp/1+B3p3/3S2g2/PPNpP3P/4+r1SK1/3+b3NL w RNPg6p 88", ""},
    BenchPosition{S, "lnS1kp1nl/3g1r1p1/p2gP4/1pP1p3p/2pN1PPs1/P2P4P/1P1s1+n3/2gB5/K7L w RBGsl3p 158", ""},
    BenchPosition{S, "l4kpR1/4gs3/5p1g1/1+B2s2pl/p2nbP1s1/1PGL5/2pPg4/6+s2/L1PK5 w 3N7Pr2p 114", ""},
    BenchPosition{S, "ln5nl/6kbs/1+P1pG4/p5p1p/2PPsN1L1/P1S1p1P1P/2NG5/2p1K4/+p1+s1G3L b R2Prbg3p 121", ""},
    BenchPosition{S, "l2S2s+B1/4gkg2/p3ppp2/2pS3pp/4nN3/9/PP1+BPPP1P/3L1S3/L+p+rPKG1NL b N2Prgp 73", ""},
    BenchPosition{S, "ln3S2l/4g2pk/2ps2p1n/4pL2p/p3Pp+B2/2P1n1P1P/PP+bn1P3/2Gp3R1/LK3G3 w R3Pg2s 118", ""},
    BenchPosition{S, "l1+R5+S/1sg6/p2p2p2/1k1+bpPP1p/Ns5K1/G2+RPn3/PB6P/3L5/L2G4L b GS2N6P2p 147", ""},
    BenchPosition{S, "l2B+R3l/5+P3/prkg1p3/2ppp1P1p/3n1P3/2PPP1p1P/P2S1SN2/4G4/LNG1K1b1L b G2SN3P 67", ""},
    BenchPosition{S, "l2r5/5g3/p1np3k1/2psg1p1s/P3p2n1/1SPP1P3/1P1GP4/K8/LN1+bL1P+r1 w bgsnl6p 120", ""},
    BenchPosition{S, "ln7/5k3/3Sb1g2/3pppp1S/P5PpP/L+rPPSP3/1pNGP4/2KG4L/1+n5R1 w BSNL3Pg2p 140", ""},
    BenchPosition{S, "l1r6/2k1gS3/3sN1+P2/p1ppppP2/bN6l/3PPP3/PPP2SN2/1G6r/L2K3+p1 w 2GLbsn4p 92", ""},
    BenchPosition{S, "lns1k2nl/4g4/3ppp1gp/2p6/p6s1/PP1PPP2P/1GP6/3+rRK3/L6NL w 2S2P2bgn3p 80", ""},
    BenchPosition{S, "+L7+P/3g2+L2/3k1+Pnpp/g2+b2P2/L1pppp3/KSP1P1s1P/1P1P5/1R7/1G+b4NL w GS2N3Prsp 146", ""},
    BenchPosition{S, "l4r1nl/4+P1k2/1GSp1p2p/p1p1psgp1/1S1n1N2P/P1PK1SP2/bP1P1+bN2/2G1G4/4+r4 w 2l4p 102",
                  ""},
    BenchPosition{S, "l8/3+N3b1/p3GSk2/4pp1gl/3ns1ppp/2n1n4/P2P1P1L1/+rS1SP1P2/2GKG1b2 w Lr7p 118", ""},
    BenchPosition{S, "l8/4g+R3/pSp1Gsp+L1/3kp4/1p+rp+bp3/3PP1P2/PP3P3/1b1NKSg2/L3G4 w 4Ps3nlp 132", ""},
    BenchPosition{S, "1+RB2k1+Nl/l1l2p3/2gsSg1+R1/2p1pPP1p/LS1p5/1nP3S1P/1K1PP4/9/1N1G5 b BGN7P 125", ""},
    BenchPosition{G, "startpos", ""},
    BenchPosition{G, "startpos", "3d3c 4a3b"},
    BenchPosition{G, "startpos", "2d2c 2a2b 4d4c 4a4b"},
    BenchPosition{M, "startpos", ""},
    BenchPosition{M, "startpos", "5e4d 1a2b"},
    BenchPosition{M, "startpos", "4e3d 2a3b 3d2c 3b2c"},
};

} // namespace

std::span<const BenchPosition> benchPositions() {
    return positions;
}

} // namespace shogi::engine
