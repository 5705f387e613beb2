from manim import *


class WaveJump(Scene):
    def construct(self):
        wave = Text("WAVE", font_size=100).shift(LEFT * 3)
        self.play(Write(wave))
        self.play(wave.animate.shift(UP * 1))
        self.play(wave.animate.shift(UP * 1))
        self.play(wave.animate.shift(UP * 1))
        self.wait()