from manim import *


class CountdownGo(Scene):
    def construct(self):
        countdown = Text("5", font_size=100, color=WHITE).move_to(ORIGIN)
        self.play(Write(countdown))
        self.play(countdown.animate.scale(0.8).to_corner(UL))
        countdown = Text("4", font_size=100, color=WHITE).move_to(ORIGIN)
        self.play(Write(countdown))
        self.play(countdown.animate.scale(0.8).to_corner(UL))
        countdown = Text("3", font_size=100, color=WHITE).move_to(ORIGIN)
        self.play(Write(countdown))
        self.play(countdown.animate.scale(0.8).to_corner(UL))
        countdown = Text("2", font_size=100, color=WHITE).move_to(ORIGIN)
        self.play(Write(countdown))
        self.play(countdown.animate.scale(0.8).to_corner(UL))
        countdown = Text("1", font_size=100, color=WHITE).move_to(ORIGIN)
        self.play(Write(countdown))
        self.play(countdown.animate.scale(0.8).to_corner(UL))
        go = Text("Go!", font_size=100, color=GREEN).move_to(ORIGIN)
        self.play(Write(go))
        self.wait()