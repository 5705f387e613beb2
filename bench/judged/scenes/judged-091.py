from manim import *

class FuelNumber(Scene):
    def construct(self):
        fuel_text = Text("Fuel", color=WHITE).to_edge(UP)
        decimal_number = DecimalNumber(100, num_decimal_places=0, color=RED).to_edge(RIGHT, buff=0.3)
        self.play(Write(fuel_text))
        self.play(Write(decimal_number))
        self.wait()